import { CATEGORY_NAMES_FR } from '../../db/seed/catalogue-copy-labels';
import { CATEGORIES } from '../../db/seed/catalogue-taxonomy';
import { legalPagesFrench } from '../../db/seed/content-legal-pages';

/**
 * French wording of the seeded content (menus, footer, home and the other pages, pop-ups, category and
 * product content), keyed by the English text the content builders write. Texts not listed (journal
 * articles, product names) stay as written. Rich text is looked up without its <p> wrapper.
 */

/**
 * Catalogue category names as the menu, cards and category content show them: the catalogue's own French
 * (catalogue-copy-labels.ts), so the menu, the category page and a product's breadcrumbs name a category alike.
 */
const FRENCH_CATEGORY_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  CATEGORIES.flatMap((category) => {
    const french = CATEGORY_NAMES_FR[category.id];
    return french ? [[category.name, french]] : [];
  }),
);

/** Menu, footer and the blocks every page shares. */
const NAVIGATION: Readonly<Record<string, string>> = {
  Featured: 'À la une',
  'New arrivals': 'Nouveautés',
  'Best sellers': 'Meilleures ventes',
  Sale: 'Soldes',
  'Sale by department': 'Soldes par univers',
  Help: 'Aide',
  'Contact us': 'Nous contacter',
  Warranty: 'Garantie',
  Returns: 'Retours',
  Shipping: 'Livraison',
  'Order status': 'Suivi de commande',
  About: 'À propos',
  'About us': 'Qui sommes-nous',
  Journal: 'Journal',
  'West End': 'West End',
  Shop: 'Boutique',
  'Find a store': 'Trouver un magasin',
  'Gift cards': 'Cartes cadeaux',
  'Basecamp rewards': 'Programme Basecamp',
  Privacy: 'Confidentialité',
  'Terms of sale': 'Conditions générales de vente',
  'Brand terms': 'Mentions légales',
  '© 2026 SummitPeak. All rights reserved.': '© 2026 SummitPeak. Tous droits réservés.',
  Details: 'En savoir plus',
  'Free returns within 60 days': 'Retours gratuits sous 60 jours',
  'Free returns within 60 days.': 'Retours gratuits sous 60 jours.',
  'Members earn points on every order': 'Les membres cumulent des points à chaque commande',
  'Stay in the loop': 'Restez informé',
  'Hikers at sunrise': 'Randonneurs au lever du soleil',
  'News, launches and trail stories, twice a month.':
    'Nouveautés, lancements et récits de sentier, deux fois par mois.',
  'Sign up for our newsletter': 'Inscrivez-vous à notre newsletter',
  'Unsubscribe any time.': 'Désinscription possible à tout moment.',
  'You may also like': 'Vous aimerez aussi',
  'Shop now': 'Découvrir',
  'Explore the journal': 'Lire le journal',
  'New season': 'Nouvelle saison',
  'Photographed in the Rockies': 'Photographié dans les Rocheuses',
  'Made for the mountains': 'Conçu pour la montagne',
  'Find your trail': 'Trouvez votre sentier',
  'Layer up for the season': 'Superposez pour la saison',
  'Gear that goes further': 'Un équipement qui va plus loin',
  'Built to be worn out': 'Fait pour durer',
  'Outside is calling': 'Le grand air vous appelle',
  'New arrivals for every kind of adventure.': 'Des nouveautés pour toutes les aventures.',
  'Tested on the trail, ready for yours.': 'Testé sur le terrain, prêt pour le vôtre.',
  'Warmth without the weight.': 'La chaleur sans le poids.',
  'Members earn points on every order.': 'Les membres cumulent des points à chaque commande.',
};

/** Home, generic and named pages, pop-ups and events. */
const PAGES: Readonly<Record<string, string>> = {
  'SummitPeak outdoor gear': 'SummitPeak, équipement outdoor',
  'Jackets, footwear and equipment for every trail.':
    'Vestes, chaussures et équipement pour tous les sentiers.',
  'Shop by category': 'Acheter par catégorie',
  'Tested on the trail': 'Testé sur le terrain',
  'Trail runner': 'Coureur de trail',
  'Every product is tested by our athletes.': 'Chaque produit est testé par nos athlètes.',
  'Into the wild': 'Au cœur de la nature',
  'Packed for the weekend': 'Prêts pour le week-end',
  'Tents, packs and stoves for two nights out.': 'Tentes, sacs et réchauds pour deux nuits dehors.',
  'A tent pitched by a lake at dusk': 'Une tente plantée au bord d’un lac au crépuscule',
  'Shop camping gear': 'Équipement de camping',
  'Layers, boots and packs <strong>tested by our athletes</strong>.':
    'Couches, bottes et sacs <strong>testés par nos athlètes</strong>.',
  'Join Basecamp rewards': 'Rejoignez le programme Basecamp',
  'Your points are waiting': 'Vos points vous attendent',
  'From the journal': 'Le journal',
  'The journal': 'Le journal',
  'Trail guides, gear advice and stories.': 'Guides de sentiers, conseils matériel et récits.',
  'Latest stories': 'Derniers récits',
  'Help with orders, shipping and returns.': 'Aide pour vos commandes, livraisons et retours.',
  'How to return an item.': 'Comment retourner un article.',
  'Returns are free within 60 days.': 'Les retours sont gratuits sous 60 jours.',
  'Shipping options and times.': 'Modes et délais de livraison.',
  'Standard shipping takes 3 to 5 business days.': 'La livraison standard prend 3 à 5 jours ouvrés.',
  'Who we are.': 'Qui nous sommes.',
  'Outfitting explorers since 1968.': 'Nous équipons les explorateurs depuis 1968.',
  'Our story': 'Notre histoire',
  'Frequently asked questions': 'Questions fréquentes',
  'Where is my order?': 'Où est ma commande ?',
  'Track it from your account or with your order number and email.':
    'Suivez-la depuis votre compte ou avec votre numéro de commande et votre e-mail.',
  'How do I return an item?': 'Comment retourner un article ?',
  'Print a free return label from your order history within 60 days.':
    'Imprimez une étiquette de retour gratuite depuis votre historique de commandes, sous 60 jours.',
  'Do you ship internationally?': 'Livrez-vous à l’international ?',
  'We ship to the countries in the location selector.': 'Nous livrons dans les pays du sélecteur de pays.',
  'My account': 'Mon compte',
  'Your orders, addresses, payment methods and rewards.':
    'Vos commandes, adresses, moyens de paiement et avantages.',
  Profile: 'Profil',
  Orders: 'Commandes',
  Rewards: 'Avantages',
  'Thanks for being a member: your points are waiting.': 'Merci d’être membre : vos points vous attendent.',
  'Join the loyalty programme and earn points.': 'Rejoignez le programme de fidélité et cumulez des points.',
  'Welcome back.': 'Bon retour parmi nous.',
  'Manage your personal details and preferences.': 'Gérez vos informations personnelles et vos préférences.',
  'Keep your details up to date for faster checkout.':
    'Tenez vos informations à jour pour commander plus vite.',
  'Earn points, unlock rewards and join events.':
    'Cumulez des points, débloquez des avantages et participez à nos événements.',
  'Earn points on every order': 'Des points à chaque commande',
  'Birthday reward': 'Un cadeau d’anniversaire',
  'Free shipping': 'Livraison offerte',
  'Member events': 'Événements membres',
  'Join now': 'Rejoindre',
  'Learn more': 'En savoir plus',
  Cart: 'Panier',
  'Your shopping cart.': 'Votre panier.',
  'Complete the look': 'Complétez votre tenue',
  Checkout: 'Paiement',
  'Secure checkout.': 'Paiement sécurisé.',
  'Payments are encrypted and processed securely.':
    'Les paiements sont chiffrés et traités en toute sécurité.',
  'Questions about an order, a product or a return? We are here to help.':
    'Une question sur une commande, un produit ou un retour ? Nous sommes là pour vous aider.',
  'Our team answers every day from 8am to 8pm.': 'Notre équipe vous répond tous les jours de 8 h à 20 h.',
  'How can we help?': 'Comment pouvons-nous vous aider ?',
  'Popular topics': 'Sujets fréquents',
  'Page not found': 'Page introuvable',
  'This page is not available.': 'Cette page n’est pas disponible.',
  'Looks like this trail ends here': 'Ce sentier semble s’arrêter ici',
  'Go home': 'Retour à l’accueil',
  Search: 'Recherche',
  'Give the gift of adventure.': 'Offrez l’aventure.',
  'Gift cards never expire and can be used online and in stores.':
    'Les cartes cadeaux n’expirent jamais et s’utilisent en ligne comme en magasin.',
  'Check your balance': 'Consulter le solde',
  'Join Basecamp': 'Rejoindre Basecamp',
  'Join the loyalty programme.': 'Rejoignez le programme de fidélité.',
  'Members on a trail': 'Des membres sur un sentier',
  'Earn points, get free shipping and member-only events.':
    'Cumulez des points, profitez de la livraison offerte et d’événements réservés aux membres.',
  'By joining you accept the loyalty terms.':
    'En vous inscrivant, vous acceptez les conditions du programme.',
  'Thank you for your order': 'Merci pour votre commande',
  'Your order is confirmed.': 'Votre commande est confirmée.',
  'A confirmation email is on its way.': 'Un e-mail de confirmation est en route.',
  Promotions: 'Promotions',
  'Current offers and promotions.': 'Offres et promotions du moment.',
  'Season sale': 'Soldes de saison',
  '20% off every item': '-20 % sur tous les articles',
  'Use code SPRING20.': 'Avec le code SPRING20.',
  'Applied automatically.': 'Appliqué automatiquement.',
  'Buy two pairs of socks, get one free.': 'Deux paires de chaussettes achetées, la troisième offerte.',
  'Search results.': 'Résultats de recherche.',
  'Try a broader term, or browse our categories.': 'Essayez un terme plus large ou parcourez nos catégories.',
  'No results?': 'Aucun résultat ?',
  'Create an account': 'Créer un compte',
  'Create an account and join Basecamp rewards.': 'Créez un compte et rejoignez le programme Basecamp.',
  'A welcome gift': 'Un cadeau de bienvenue',
  'Earn points': 'Cumulez des points',
  'Sign up': 'S’inscrire',
  'Sign up for news and offers.': 'Inscrivez-vous pour recevoir nos nouveautés et offres.',
  'Stores near you with pickup and ship-to-store.':
    'Les magasins près de chez vous, avec retrait en magasin.',
  'Store map': 'Carte des magasins',
  'Order online and pick up in store the same day.': 'Commandez en ligne et retirez en magasin le jour même.',
  'Our West End experience store and events.': 'Notre magasin West End et ses événements.',
  'From the community': 'Par la communauté',
  'Tag your adventures': 'Identifiez vos aventures',
  'Styled by you': 'Vos looks',
  'Tag your photos to be featured': 'Identifiez vos photos pour apparaître ici',
  'Between sizes? Size up for layering.': 'Entre deux tailles ? Prenez la taille au-dessus pour superposer.',
  '10% off your first order': '-10 % sur votre première commande',
  'Get 10% off': 'Profitez de -10 %',
  'Welcome to SummitPeak': 'Bienvenue chez SummitPeak',
  'New subscribers only. One use per customer.': 'Nouveaux inscrits uniquement. Une utilisation par client.',
  'TrailFest weekend': 'Week-end TrailFest',
  'I agree to the event terms and the photo release.':
    'J’accepte le règlement de l’événement et l’autorisation de droit à l’image.',
  Register: 'S’inscrire',
  'You are registered': 'Vous êtes inscrit',
  'See you on the trail.': 'Rendez-vous sur le sentier.',
};

/** The home page's layout blocks (db/seed/content-layout-blocks.ts). */
const LAYOUT_BLOCKS: Readonly<Record<string, string>> = {
  'Why shop with us': 'Pourquoi nous choisir',
  'Members ship free on every order.': 'Livraison offerte aux membres sur chaque commande.',
  'Free returns': 'Retours gratuits',
  'Send it back within 60 days.': 'Renvoyez-le sous 60 jours.',
  'Two-year warranty': 'Garantie de deux ans',
  'On everything we sell.': 'Sur tout ce que nous vendons.',
  'Repairs for life': 'Réparations à vie',
  'We mend what you wear out.': 'Nous réparons ce que vous usez.',
  'Explore by activity': 'Explorer par activité',
  Hiking: 'Randonnée',
  'Hikers on a ridge': 'Des randonneurs sur une crête',
  'Rain jackets': 'Vestes de pluie',
  'Hiking boots': 'Chaussures de randonnée',
  'Trail running': 'Course en sentier',
  'A runner on a forest trail': 'Une coureuse sur un sentier en forêt',
  'Trail shoes': 'Chaussures de trail',
  'Trail runners': 'Chaussures de trail',
  Socks: 'Chaussettes',
  Climbing: 'Escalade',
  'A climber on a granite wall': 'Un grimpeur sur une paroi de granit',
  Gloves: 'Gants',
  Camping: 'Camping',
  'A tent by a lake at dusk': 'Une tente au bord d’un lac au crépuscule',
  Tents: 'Tentes',
  'Sleeping bags': 'Sacs de couchage',
  'Snow sports': 'Sports de neige',
  'A skier in fresh snow': 'Un skieur dans la poudreuse',
  Jackets: 'Vestes',
  Hats: 'Tuques',
  'Base layers': 'Sous-couches',
  'Popular searches': 'Recherches populaires',
  Fleece: 'Polaires',
  Backpacks: 'Sacs à dos',
  Sandals: 'Sandales',
  'Member services': 'Services aux membres',
  'Free repairs': 'Réparations gratuites',
  'Bring worn gear to any store and we mend it.':
    'Apportez votre équipement usé en magasin : nous le réparons.',
  'Gear rental': 'Location d’équipement',
  'Try a tent or skis for a weekend before you buy.':
    'Essayez une tente ou des skis le temps d’un week-end avant d’acheter.',
  'Shop new arrivals': 'Découvrir les nouveautés',
};

export const FRENCH_TEXTS: Readonly<Record<string, string>> = {
  ...legalPagesFrench(),
  ...FRENCH_CATEGORY_NAMES,
  ...NAVIGATION,
  ...PAGES,
  ...LAYOUT_BLOCKS,
};
