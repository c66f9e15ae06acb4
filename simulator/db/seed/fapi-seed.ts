import type {
  FapiFootSizes,
  FapiLocationSelector,
  FapiSearchComponent,
  FapiSizeChart,
  FapiUtilityNav,
} from '../../../contracts/entities/fapi-components';

/** Bodies of the storefront's internal content calls (/fapi/components/..., /fapi/pages/location-selector). */
export interface FapiSeed {
  readonly footSizes: FapiFootSizes;
  readonly searchComponent: FapiSearchComponent;
  readonly sizeCharts: Readonly<Record<string, FapiSizeChart>>;
  readonly utilityNav: FapiUtilityNav;
  readonly locationSelector: FapiLocationSelector;
}

const row = (us: string, uk: string, eu: string, cm: string) => ({ us, uk, eu, cm });

const FOOT_SIZES: FapiFootSizes = {
  tables: [
    {
      audience: 'men',
      rows: [
        row('8', '7', '41', '26'),
        row('8.5', '7.5', '42', '26.5'),
        row('9', '8', '42 2/3', '27'),
        row('9.5', '8.5', '43', '27.5'),
        row('10', '9', '44', '28'),
        row('10.5', '9.5', '44 2/3', '28.5'),
        row('11', '10', '45', '29'),
        row('12', '11', '46 2/3', '30'),
      ],
    },
    {
      audience: 'women',
      rows: [
        row('6', '4', '37', '23'),
        row('6.5', '4.5', '37.5', '23.5'),
        row('7', '5', '38', '24'),
        row('7.5', '5.5', '38.5', '24.5'),
        row('8', '6', '39', '25'),
        row('8.5', '6.5', '40', '25.5'),
        row('9', '7', '40.5', '26'),
        row('10', '8', '42', '27'),
      ],
    },
    {
      audience: 'kids',
      rows: [
        row('11C', '10', '28', '17'),
        row('12C', '11', '30', '18'),
        row('1Y', '13', '32', '20'),
        row('3Y', '2', '35', '22'),
      ],
    },
  ],
};

const SEARCH_COMPONENT: FapiSearchComponent = {
  popularSearches: ['down jacket', 'hiking boots', 'trail runners', 'backpack', 'fleece', 'tent'],
  suggestedLinks: [
    { label: 'New arrivals', url: '/en-us/search?sort=newest', targetAttribute: '_self', linkType: 'link' },
    { label: 'Sale', url: '/en-us/search?filters=sale:true', targetAttribute: '_self', linkType: 'link' },
  ],
  noResults: { title: 'No results found', richText: '<p>Check the spelling or try a broader term.</p>' },
};

const apparelRows = [
  ['XS', '32-34', '25-27'],
  ['S', '35-37', '28-30'],
  ['M', '38-40', '31-33'],
  ['L', '41-43', '34-36'],
  ['XL', '44-46', '37-39'],
  ['XXL', '47-49', '40-42'],
] as const;

const SIZE_CHARTS: Record<string, FapiSizeChart> = {
  apparel: {
    productType: 'apparel',
    title: 'Apparel size chart',
    unit: 'in',
    columns: [
      { key: 'chest', label: 'Chest' },
      { key: 'waist', label: 'Waist' },
    ],
    rows: apparelRows.map(([size, chest, waist]) => ({ size, values: { chest, waist } })),
    notes: '<p>Between sizes? Size up for layering.</p>',
  },
  footwear: {
    productType: 'footwear',
    title: 'Footwear size chart',
    unit: 'cm',
    columns: [
      { key: 'us', label: 'US' },
      { key: 'eu', label: 'EU' },
      { key: 'length', label: 'Foot length' },
    ],
    rows: (FOOT_SIZES.tables[0]?.rows ?? []).map((r) => ({
      size: r.us,
      values: { us: r.us, eu: r.eu, length: r.cm },
    })),
  },
  backpacks: {
    productType: 'backpacks',
    title: 'Backpack torso sizes',
    unit: 'in',
    columns: [{ key: 'torso', label: 'Torso length' }],
    rows: [
      { size: 'SM', values: { torso: '15-18' } },
      { size: 'ML', values: { torso: '18-21' } },
    ],
  },
  gloves: {
    productType: 'gloves',
    title: 'Glove sizes',
    unit: 'in',
    columns: [{ key: 'hand', label: 'Hand circumference' }],
    rows: [
      { size: 'S', values: { hand: '7-7.5' } },
      { size: 'M', values: { hand: '8-8.5' } },
      { size: 'L', values: { hand: '9-9.5' } },
    ],
  },
};

const UTILITY_NAV: FapiUtilityNav = {
  links: [
    { id: 'utility-help', label: 'Help', url: '/en-us/help', targetAttribute: '_self', icon: 'help' },
    {
      id: 'utility-stores',
      label: 'Find a store',
      url: '/en-us/store-locator',
      targetAttribute: '_self',
      icon: 'pin',
    },
    {
      id: 'utility-rewards',
      label: 'Basecamp rewards',
      url: '/en-us/basecamp',
      targetAttribute: '_self',
      icon: 'star',
    },
    {
      id: 'utility-account',
      label: 'Sign in',
      url: '/en-us/account',
      targetAttribute: '_self',
      icon: 'user',
    },
  ],
};

const country = (code: string, name: string, region: string, locales: [string, string][]) => ({
  code,
  name,
  region,
  locales: locales.map(([locale, label]) => ({ locale, label, url: `/${locale}` })),
});

const LOCATION_SELECTOR: FapiLocationSelector = {
  countries: [
    country('US', 'United States', 'NORA', [['en-us', 'English']]),
    country('CA', 'Canada', 'NORA', [
      ['en-ca', 'English'],
      ['fr-ca', 'Français'],
    ]),
    country('GB', 'United Kingdom', 'EMEA', [['en-gb', 'English']]),
    country('FR', 'France', 'EMEA', [['fr-fr', 'Français']]),
    country('DE', 'Deutschland', 'EMEA', [['de-de', 'Deutsch']]),
    country('IT', 'Italia', 'EMEA', [['it-it', 'Italiano']]),
  ],
};

export function generateFapiSeed(): FapiSeed {
  return {
    footSizes: FOOT_SIZES,
    searchComponent: SEARCH_COMPONENT,
    sizeCharts: SIZE_CHARTS,
    utilityNav: UTILITY_NAV,
    locationSelector: LOCATION_SELECTOR,
  };
}
