import { mainCallHeaders as headers } from '../common/headers';
import { storeId } from '../common/ids';
import { countryCode } from '../common/locale';
import { addressRuleSet, countryEntry, phoneCodeEntry } from '../entities/country';
import { associateStore, storeEmployee } from '../entities/store-associate';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';

export const utilitiesOperations = defineOperations('utilities', {
  getCountryList: {
    method: 'get',
    path: '/consumers-v3/utilities/countryList',
    summary: 'Countries offered in address forms, names in the request locale',
    request: { headers },
    response: {
      status: 200,
      description: 'Countries sorted by name.',
      body: z.object({ countries: z.array(countryEntry).min(1) }).openapi('CountryList'),
    },
    errorIds: ['GEN500'],
    notShown: 'Response not shown: { countries: [{ name, code }] } for the x-locale header.',
  },
  getCountryI18n: {
    method: 'get',
    path: '/consumers-v3/utilities/i18n/{countryCode}',
    summary: "A country's address rules (shipping and billing) and phone codes",
    request: { headers, params: z.object({ countryCode }) },
    response: {
      status: 200,
      description: 'Rules for the country in the request locale.',
      body: z
        .object({
          country: countryEntry,
          addressRules: z.object({ shipping: addressRuleSet, billing: addressRuleSet }),
          phoneCodes: z.array(phoneCodeEntry).min(1),
        })
        .openapi('CountryI18n'),
    },
    errorIds: ['API404'],
    notShown:
      'Response not shown: the country entry, its shipping and billing address rule sets and its phone codes. ' +
      'An unknown country answers API404.',
  },
  listStores: {
    method: 'get',
    path: '/consumers-v3/utilities/stores',
    summary: 'Stores an associate can sign in to',
    request: { headers, query: z.object({ countryCode: countryCode.optional() }) },
    response: {
      status: 200,
      description: 'Stores.',
      body: z.object({ stores: z.array(associateStore) }).openapi('AssociateStores'),
    },
    errorIds: ['GEN500'],
    notShown:
      'Query and response not shown: optional countryCode filter; { stores: [{storeId, storeName, city, countryCode, buyInStoreEnabled}] }.',
  },
  listStoreEmployees: {
    method: 'get',
    path: '/consumers-v3/utilities/stores/{storeId}/employees',
    summary: 'Employees of a store (associate login picker)',
    request: { headers, params: z.object({ storeId }) },
    response: {
      status: 200,
      description: 'Employees of the store.',
      body: z.object({ storeId, employees: z.array(storeEmployee) }).openapi('StoreEmployees'),
    },
    errorIds: ['STR404'],
    notShown: 'Response not shown: { storeId, employees: [{storeEmployeeId, storeEmployeeName, role}] }.',
  },
});
