import { richText } from './content-blocks-factory';
import { page } from './content-pages';
import type { PageInput, SiteContext } from './content-types';

/** A text in both languages the seed serves (French locales read `fr`, domain/catalogue/content-language.ts). */
interface Bilingual {
  readonly en: string;
  readonly fr: string;
}

interface LegalPage {
  readonly slug: string;
  readonly title: Bilingual;
  readonly description: Bilingual;
  /** Paragraphs of the page's rich text. */
  readonly paragraphs: readonly Bilingual[];
}

/**
 * The pages the forms link to (spec 001 section 2: the terms, privacy, the loyalty programme) and the
 * returns how-to the footer links to: short texts, written once in English and French, so every address
 * a form or the footer names renders a page.
 */
export const LEGAL_PAGES: readonly LegalPage[] = [
  {
    slug: 'privacy',
    title: { en: 'Privacy policy', fr: 'Politique de confidentialité' },
    description: {
      en: 'How SummitPeak collects, uses and protects your personal information.',
      fr: 'Comment SummitPeak recueille, utilise et protège vos renseignements personnels.',
    },
    paragraphs: [
      {
        en: 'We collect the information you give us when you shop, create an account or sign up for our emails, and use it to fulfil your orders and improve our service.',
        fr: 'Nous recueillons les renseignements que vous nous fournissez lorsque vous faites vos achats, créez un compte ou vous abonnez à nos e-mails, et nous les utilisons pour traiter vos commandes et améliorer notre service.',
      },
      {
        en: 'We never sell your personal information. You may ask to see, correct or delete it at any time by contacting customer care.',
        fr: 'Nous ne vendons jamais vos renseignements personnels. Vous pouvez à tout moment demander à les consulter, à les corriger ou à les supprimer en contactant le service client.',
      },
    ],
  },
  {
    slug: 'sale-terms',
    title: { en: 'Terms of sale', fr: 'Conditions de vente' },
    description: {
      en: 'The terms that apply to every order placed with SummitPeak.',
      fr: 'Les conditions applicables à toute commande passée auprès de SummitPeak.',
    },
    paragraphs: [
      {
        en: 'Prices include the taxes shown at checkout. An order is accepted when we send its shipping confirmation.',
        fr: 'Les prix comprennent les taxes indiquées lors du paiement. Une commande est acceptée lorsque nous envoyons sa confirmation d’expédition.',
      },
      {
        en: 'Sale items may be returned within 60 days like any other item, unless marked final sale.',
        fr: 'Les articles soldés peuvent être retournés sous 60 jours comme tout autre article, sauf mention « vente finale ».',
      },
    ],
  },
  {
    slug: 'brand-terms',
    title: { en: 'Terms of use', fr: 'Conditions d’utilisation' },
    description: {
      en: 'The terms of use of the SummitPeak website and brand.',
      fr: 'Les conditions d’utilisation du site et de la marque SummitPeak.',
    },
    paragraphs: [
      {
        en: 'The SummitPeak name, logo and content of this site belong to SummitPeak and may not be used without our written permission.',
        fr: 'Le nom, le logo et le contenu de ce site appartiennent à SummitPeak et ne peuvent être utilisés sans notre autorisation écrite.',
      },
    ],
  },
  {
    slug: 'loyalty-terms',
    title: { en: 'Basecamp rewards terms', fr: 'Conditions du programme Basecamp' },
    description: {
      en: 'The terms of the Basecamp rewards programme.',
      fr: 'Les conditions du programme de fidélité Basecamp.',
    },
    paragraphs: [
      {
        en: 'Members earn points on eligible purchases. Points have no cash value and expire after 12 months without activity.',
        fr: 'Les membres cumulent des points sur les achats éligibles. Les points n’ont aucune valeur monétaire et expirent après 12 mois sans activité.',
      },
      {
        en: 'SummitPeak may change the programme with 30 days’ notice to members.',
        fr: 'SummitPeak peut modifier le programme moyennant un préavis de 30 jours aux membres.',
      },
    ],
  },
  {
    slug: 'sms-terms',
    title: { en: 'SMS terms', fr: 'Conditions des SMS' },
    description: {
      en: 'The terms of SummitPeak text messages.',
      fr: 'Les conditions des SMS de SummitPeak.',
    },
    paragraphs: [
      {
        en: 'By opting in you agree to receive up to 6 marketing text messages a month. Message and data rates may apply. Reply STOP to opt out.',
        fr: 'En vous inscrivant, vous acceptez de recevoir jusqu’à 6 SMS promotionnels par mois. Des frais de messagerie et de données peuvent s’appliquer. Répondez STOP pour vous désabonner.',
      },
    ],
  },
  {
    slug: 'associate-discount-terms',
    title: { en: 'Associate discount terms', fr: 'Conditions de la remise employé' },
    description: {
      en: 'The terms of the SummitPeak associate discount.',
      fr: 'Les conditions de la remise employé SummitPeak.',
    },
    paragraphs: [
      {
        en: 'The associate discount is for the personal use of SummitPeak associates and may not be combined with other offers.',
        fr: 'La remise employé est réservée à l’usage personnel des employés de SummitPeak et ne peut être combinée à d’autres offres.',
      },
    ],
  },
  {
    slug: 'loyalty',
    title: { en: 'Basecamp rewards', fr: 'Programme Basecamp' },
    description: {
      en: 'Earn points on every purchase with Basecamp rewards.',
      fr: 'Cumulez des points à chaque achat avec le programme Basecamp.',
    },
    paragraphs: [
      {
        en: 'Join Basecamp rewards for free: earn points on every purchase, get early access to new gear and a reward on your birthday.',
        fr: 'Adhérez gratuitement au programme Basecamp : cumulez des points à chaque achat, profitez d’un accès anticipé aux nouveautés et d’une récompense à votre anniversaire.',
      },
    ],
  },
  {
    slug: 'how-to-return',
    title: { en: 'How to return an item', fr: 'Comment retourner un article' },
    description: {
      en: 'Return an item in three steps.',
      fr: 'Retournez un article en trois étapes.',
    },
    paragraphs: [
      {
        en: 'Open the order in your account or with your order number and email, choose the items to return and print the free return label.',
        fr: 'Ouvrez la commande dans votre compte ou avec votre numéro de commande et votre adresse e-mail, choisissez les articles à retourner et imprimez l’étiquette de retour gratuite.',
      },
      {
        en: 'Drop the parcel at any carrier location within 60 days of delivery. Your refund follows within 10 business days.',
        fr: 'Déposez le colis à n’importe quel point du transporteur dans les 60 jours suivant la livraison. Votre remboursement suit sous 10 jours ouvrables.',
      },
    ],
  },
];

const html = (paragraphs: readonly string[]) => `<p>${paragraphs.join('</p><p>')}</p>`;

export function legalPages(ctx: SiteContext): PageInput[] {
  return LEGAL_PAGES.map((legal) =>
    page(ctx, legal.slug, 'generic', {
      title: legal.title.en,
      description: legal.description.en,
      components: [richText(`${ctx.siteId}-${legal.slug}-body`, html(legal.paragraphs.map((p) => p.en)))],
    }),
  );
}

/**
 * The French of these pages, keyed as content-language.ts looks texts up: titles and descriptions whole,
 * rich text by what is inside its outer <p> wrapper.
 */
export function legalPagesFrench(): Record<string, string> {
  const inner = (paragraphs: readonly string[]) => html(paragraphs).slice(3, -4);
  return Object.fromEntries(
    LEGAL_PAGES.flatMap((legal) => [
      [legal.title.en, legal.title.fr],
      [legal.description.en, legal.description.fr],
      [inner(legal.paragraphs.map((p) => p.en)), inner(legal.paragraphs.map((p) => p.fr))],
    ]),
  );
}
