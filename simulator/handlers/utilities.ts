import { HEADER } from '../../contracts/common/headers';
import { ruleSetInLocale } from '../../contracts/validators/address-rules';
import type { AreaHandlers } from '../core/handler-types';
import { localizedCountries, phoneCodesFor } from '../domain/catalogue/countries';
import { failure } from '../domain/failure';
import { indexOf, seedOf } from '../services/catalogue/world-catalogue';
import { serverRuleSet } from '../services/geo/server-address-rules';

/** Countries, address rules and phone codes per country, and the stores and employees of associate login. */
export const utilitiesHandlers = {
  getCountryList: ({ headers, world }) => ({
    body: { countries: localizedCountries(seedOf(world).geo.countries, headers[HEADER.locale]) },
  }),

  /** Unknown (or not offered) country: API404. Rule sets carry the request locale, provinces named in its language. */
  getCountryI18n: ({ params, headers, world }) => {
    const { geo } = seedOf(world);
    const locale = headers[HEADER.locale].toLowerCase();
    const countries = localizedCountries(geo.countries, locale);
    const country = countries.find((c) => c.code === params.countryCode);
    // The seed's rules with this world's changes (scenario setup `addressRules`): the ones checkAddress applies.
    const shipping = serverRuleSet(world, params.countryCode, 'shipping');
    const billing = serverRuleSet(world, params.countryCode, 'billing');
    if (!country || !shipping || !billing)
      return failure('API404', `Country ${params.countryCode} is not offered.`);
    return {
      body: {
        country,
        addressRules: {
          shipping: ruleSetInLocale(shipping, locale),
          billing: ruleSetInLocale(billing, locale),
        },
        phoneCodes: phoneCodesFor(geo.phoneCodes, countries, country.code),
      },
    };
  },

  listStores: ({ query, world }) => ({
    body: {
      stores: seedOf(world)
        .stores.filter((s) => !query.countryCode || s.address.countryCode === query.countryCode)
        .map((s) => ({
          storeId: s.id,
          storeName: s.name,
          city: s.address.city,
          countryCode: s.address.countryCode,
          buyInStoreEnabled: s.buyInStoreEnabled,
        })),
    },
  }),

  listStoreEmployees: ({ params, world }) => {
    const store = indexOf(world).storeById.get(params.storeId);
    if (!store) return failure('STR404');
    return { body: { storeId: store.id, employees: store.employees.map((e) => ({ ...e })) } };
  },
} satisfies AreaHandlers;
