import type { ContactCategories } from '../../../contracts/entities/support-case';

type Labels = { en: string; fr: string; de: string; it: string };

/** Contact-us categories and subjects (not shown by the spec): codes fixed, labels per language. */
const CATEGORIES: readonly {
  code: string;
  label: Labels;
  subjects: readonly { code: string; label: Labels }[];
}[] = [
  {
    code: 'ORDERS',
    label: { en: 'My order', fr: 'Ma commande', de: 'Meine Bestellung', it: 'Il mio ordine' },
    subjects: [
      {
        code: 'ORDER_STATUS',
        label: {
          en: 'Where is my order?',
          fr: 'Où est ma commande ?',
          de: 'Wo ist meine Bestellung?',
          it: "Dov'è il mio ordine?",
        },
      },
      {
        code: 'ORDER_CHANGE',
        label: {
          en: 'Change or cancel an order',
          fr: 'Modifier ou annuler',
          de: 'Bestellung ändern',
          it: 'Modificare un ordine',
        },
      },
      {
        code: 'DAMAGED_ITEM',
        label: {
          en: 'Damaged or wrong item',
          fr: 'Article endommagé',
          de: 'Beschädigter Artikel',
          it: 'Articolo danneggiato',
        },
      },
    ],
  },
  {
    code: 'RETURNS',
    label: {
      en: 'Returns and refunds',
      fr: 'Retours et remboursements',
      de: 'Rücksendungen',
      it: 'Resi e rimborsi',
    },
    subjects: [
      {
        code: 'RETURN_HOWTO',
        label: {
          en: 'How to return',
          fr: 'Comment retourner',
          de: 'Wie zurücksenden',
          it: 'Come fare un reso',
        },
      },
      {
        code: 'REFUND_STATUS',
        label: {
          en: 'Refund status',
          fr: 'Statut du remboursement',
          de: 'Erstattungsstatus',
          it: 'Stato del rimborso',
        },
      },
    ],
  },
  {
    code: 'LOYALTY',
    label: {
      en: 'Loyalty programme',
      fr: 'Programme de fidélité',
      de: 'Treueprogramm',
      it: 'Programma fedeltà',
    },
    subjects: [
      {
        code: 'POINTS',
        label: {
          en: 'Points and vouchers',
          fr: 'Points et bons',
          de: 'Punkte und Gutscheine',
          it: 'Punti e buoni',
        },
      },
      {
        code: 'MEMBERSHIP',
        label: {
          en: 'My membership',
          fr: 'Mon adhésion',
          de: 'Meine Mitgliedschaft',
          it: 'La mia iscrizione',
        },
      },
    ],
  },
  {
    code: 'PRODUCTS',
    label: {
      en: 'Products and sizing',
      fr: 'Produits et tailles',
      de: 'Produkte und Größen',
      it: 'Prodotti e taglie',
    },
    subjects: [
      {
        code: 'SIZING',
        label: {
          en: 'Size advice',
          fr: 'Conseil de taille',
          de: 'Größenberatung',
          it: 'Consigli sulle taglie',
        },
      },
      {
        code: 'PRODUCT_CARE',
        label: { en: 'Product care', fr: 'Entretien', de: 'Pflege', it: 'Cura del prodotto' },
      },
    ],
  },
  {
    code: 'ACCOUNT',
    label: { en: 'My account', fr: 'Mon compte', de: 'Mein Konto', it: 'Il mio account' },
    subjects: [
      {
        code: 'SIGN_IN',
        label: {
          en: 'Sign-in problems',
          fr: 'Problèmes de connexion',
          de: 'Anmeldeprobleme',
          it: 'Problemi di accesso',
        },
      },
      {
        code: 'PRIVACY',
        label: {
          en: 'Privacy and data',
          fr: 'Données personnelles',
          de: 'Datenschutz',
          it: 'Privacy e dati',
        },
      },
    ],
  },
];

const languageOf = (locale: string): keyof Labels => {
  const language = locale.slice(0, 2).toLowerCase();
  return language === 'fr' || language === 'de' || language === 'it' ? language : 'en';
};

export function contactCategories(locale: string): ContactCategories {
  const language = languageOf(locale);
  return {
    categories: CATEGORIES.map((category) => ({
      code: category.code,
      label: category.label[language],
      subjects: category.subjects.map((subject) => ({ code: subject.code, label: subject.label[language] })),
    })),
  };
}
