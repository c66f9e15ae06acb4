import type { Bilingual, Language } from './catalogue-copy-names';
import type { ProductType } from './catalogue-types';

/**
 * Product descriptions as bilingual data per product type: a product picks one opening, three features,
 * one material line and one care line (by index, stored in the seed), and the description is composed per
 * language from those picks.
 */

interface TypeCopy {
  readonly intros: readonly Bilingual[];
  readonly features: readonly Bilingual[];
  readonly materials: readonly Bilingual[];
  readonly care: readonly Bilingual[];
}

const COPY: Readonly<Record<ProductType, TypeCopy>> = {
  jackets: {
    intros: [
      {
        en: 'A jacket for the days the forecast cannot make up its mind: warm at the trailhead, dry on the ridge.',
        fr: 'Une veste pour les jours où la météo hésite : au chaud au départ du sentier, au sec sur la crête.',
      },
      {
        en: 'Cut to move with you and to layer over a fleece, it goes from the morning commute to the weekend hike.',
        fr: 'Coupée pour suivre vos mouvements et se porter par-dessus une polaire, elle passe du trajet du matin à la randonnée du week-end.',
      },
      {
        en: 'Our most requested shell for shoulder seasons, updated with a longer back and a quieter fabric.',
        fr: 'Notre coquille la plus demandée pour les mi-saisons, revue avec un dos allongé et un tissu plus silencieux.',
      },
    ],
    features: [
      { en: 'Adjustable hood that fits over a helmet', fr: 'Capuchon ajustable compatible avec un casque' },
      { en: 'Two-way front zip with storm flap', fr: 'Glissière avant à deux sens avec rabat tempête' },
      {
        en: 'Zipped hand pockets above the hip belt',
        fr: 'Poches à glissière au-dessus de la ceinture du sac',
      },
      { en: 'Underarm vents for climbs', fr: 'Aérations sous les bras pour les montées' },
      { en: 'Adjustable cuffs and hem', fr: 'Poignets et ourlet ajustables' },
      { en: 'Packs into its own chest pocket', fr: 'Se range dans sa propre poche poitrine' },
    ],
    materials: [
      {
        en: 'Shell: 100% recycled nylon with a PFC-free water-repellent finish.',
        fr: 'Coquille : 100 % nylon recyclé avec apprêt déperlant sans PFC.',
      },
      {
        en: 'Shell: 2.5-layer waterproof, breathable polyester; fully taped seams.',
        fr: 'Coquille : polyester imperméable et respirant 2,5 couches ; coutures entièrement scellées.',
      },
      {
        en: 'Shell: ripstop nylon; insulation: 700-fill responsibly sourced down.',
        fr: 'Coquille : nylon indéchirable ; isolation : duvet 700 issu de sources responsables.',
      },
    ],
    care: [
      {
        en: 'Machine wash warm with a technical wash, tumble dry low to restore the water repellency.',
        fr: 'Laver à la machine à l’eau tiède avec un nettoyant technique, sécher à basse température pour raviver le déperlant.',
      },
      {
        en: 'Machine wash cold on a gentle cycle; tumble dry low with clean tennis balls.',
        fr: 'Laver à la machine à l’eau froide, cycle délicat ; sécher à basse température avec des balles de tennis propres.',
      },
    ],
  },
  fleece: {
    intros: [
      {
        en: 'Soft, warm and quick to dry: the layer you reach for on cool mornings and around the fire.',
        fr: 'Douce, chaude et rapide à sécher : la couche qu’on enfile les matins frais et autour du feu.',
      },
      {
        en: 'A grid fleece that breathes on the way up and traps heat when you stop for the view.',
        fr: 'Une polaire à structure quadrillée qui respire à la montée et garde la chaleur quand vous vous arrêtez pour la vue.',
      },
    ],
    features: [
      { en: 'Zipped chest pocket for a phone', fr: 'Poche poitrine à glissière pour un téléphone' },
      { en: 'Stretch binding at the cuffs and hem', fr: 'Bordures extensibles aux poignets et à l’ourlet' },
      { en: 'Chin guard on the zip', fr: 'Protège-menton à la glissière' },
      { en: 'Fits under a shell without bulk', fr: 'Se porte sous une coquille sans épaisseur' },
      { en: 'Hand pockets lined for warm fingers', fr: 'Poches doublées pour garder les doigts au chaud' },
    ],
    materials: [
      { en: '100% recycled polyester fleece, 200 g/m².', fr: 'Molleton 100 % polyester recyclé, 200 g/m².' },
      {
        en: '92% recycled polyester, 8% elastane grid fleece.',
        fr: 'Molleton quadrillé 92 % polyester recyclé, 8 % élasthanne.',
      },
    ],
    care: [
      {
        en: 'Machine wash cold inside out; do not use fabric softener.',
        fr: 'Laver à la machine à l’eau froide, à l’envers ; ne pas utiliser d’assouplissant.',
      },
    ],
  },
  baseLayers: {
    intros: [
      {
        en: 'Next-to-skin warmth that keeps you dry and stays fresh over several days on the trail.',
        fr: 'Une chaleur près du corps qui vous garde au sec et reste fraîche plusieurs jours en sentier.',
      },
      {
        en: 'A light base layer for active days in the cold: ski touring, winter running or a long day on snowshoes.',
        fr: 'Une couche de base légère pour les journées actives au froid : ski de randonnée, course d’hiver ou longue sortie en raquettes.',
      },
    ],
    features: [
      { en: 'Flat seams that never rub under a pack', fr: 'Coutures plates qui ne frottent pas sous le sac' },
      { en: 'Naturally odour resistant', fr: 'Résiste naturellement aux odeurs' },
      { en: 'Longer back for coverage when you bend', fr: 'Dos allongé pour rester couvert en se penchant' },
      { en: 'Thumb loops keep the sleeves in place', fr: 'Passe-pouces pour garder les manches en place' },
      { en: 'Slim fit made for layering', fr: 'Coupe ajustée pensée pour superposer' },
    ],
    materials: [
      { en: '100% merino wool, 200 g/m².', fr: '100 % laine mérinos, 200 g/m².' },
      {
        en: '60% merino wool, 40% recycled polyester.',
        fr: '60 % laine mérinos, 40 % polyester recyclé.',
      },
    ],
    care: [
      {
        en: 'Machine wash cold on a wool cycle; dry flat.',
        fr: 'Laver à la machine à l’eau froide, cycle laine ; sécher à plat.',
      },
    ],
  },
  pants: {
    intros: [
      {
        en: 'Trail pants that stretch where you step high and dry fast after a creek crossing.',
        fr: 'Un pantalon de sentier qui s’étire quand vous levez la jambe et sèche vite après un passage de ruisseau.',
      },
      {
        en: 'Made for long days outside, with a clean look for the drive home.',
        fr: 'Conçu pour les longues journées dehors, avec une allure soignée pour le retour en voiture.',
      },
    ],
    features: [
      {
        en: 'Gusseted crotch for freedom of movement',
        fr: 'Entrejambe à soufflet pour une grande liberté de mouvement',
      },
      { en: 'Zipped thigh pocket for a map', fr: 'Poche cuisse à glissière pour une carte' },
      { en: 'Adjustable hems with snaps', fr: 'Bas ajustables à boutons-pression' },
      {
        en: 'Built-in belt that lies flat under a hip belt',
        fr: 'Ceinture intégrée qui reste à plat sous la ceinture du sac',
      },
      { en: 'UPF 50 sun protection', fr: 'Protection solaire FPU 50' },
    ],
    materials: [
      { en: '88% recycled nylon, 12% elastane.', fr: '88 % nylon recyclé, 12 % élasthanne.' },
      {
        en: 'Organic cotton canvas blended with 3% elastane.',
        fr: 'Toile de coton biologique mélangée à 3 % d’élasthanne.',
      },
    ],
    care: [
      {
        en: 'Machine wash cold, hang to dry.',
        fr: 'Laver à la machine à l’eau froide, suspendre pour sécher.',
      },
    ],
  },
  hikingBoots: {
    intros: [
      {
        en: 'A supportive boot for rocky trails and heavy packs, comfortable from the first mile.',
        fr: 'Une botte qui soutient sur les sentiers rocheux et avec un sac chargé, confortable dès le premier kilomètre.',
      },
      {
        en: 'Waterproof and grippy, it keeps your feet dry through wet spring trails and early snow.',
        fr: 'Imperméable et adhérente, elle garde vos pieds au sec sur les sentiers détrempés du printemps et les premières neiges.',
      },
    ],
    features: [
      { en: 'Waterproof, breathable membrane', fr: 'Membrane imperméable et respirante' },
      {
        en: 'Lugged rubber outsole for grip on wet rock',
        fr: 'Semelle à crampons adhérente sur la roche mouillée',
      },
      { en: 'Cushioned EVA midsole', fr: 'Semelle intermédiaire coussinée en EVA' },
      { en: 'Protective rubber toe cap', fr: 'Embout de protection en caoutchouc' },
      { en: 'Lace hooks that lock the heel in place', fr: 'Crochets de laçage qui maintiennent le talon' },
    ],
    materials: [
      {
        en: 'Upper: full-grain leather and recycled mesh; lining: waterproof membrane.',
        fr: 'Tige : cuir pleine fleur et filet recyclé ; doublure : membrane imperméable.',
      },
      {
        en: 'Upper: nubuck leather; outsole: high-traction rubber.',
        fr: 'Tige : cuir nubuck ; semelle extérieure : caoutchouc à forte adhérence.',
      },
    ],
    care: [
      {
        en: 'Brush off dirt, rinse with clean water and let dry away from direct heat.',
        fr: 'Brosser la saleté, rincer à l’eau claire et laisser sécher loin d’une source de chaleur.',
      },
    ],
  },
  trailRunners: {
    intros: [
      {
        en: 'Light, cushioned and sure-footed on roots and loose gravel.',
        fr: 'Légère, coussinée et stable sur les racines et le gravier.',
      },
      {
        en: 'Made for long runs on mixed terrain, with a roomy toe box for swelling feet.',
        fr: 'Faite pour les longues sorties en terrain varié, avec un avant-pied spacieux pour les pieds qui gonflent.',
      },
    ],
    features: [
      { en: '5 mm lugs for soft ground', fr: 'Crampons de 5 mm pour les terrains meubles' },
      { en: 'Rock plate under the forefoot', fr: 'Plaque de protection sous l’avant-pied' },
      { en: 'Quick-lace system', fr: 'Système de laçage rapide' },
      { en: 'Drains and dries fast', fr: 'S’égoutte et sèche rapidement' },
      { en: '8 mm heel-to-toe drop', fr: 'Dénivelé talon-orteils de 8 mm' },
    ],
    materials: [
      {
        en: 'Upper: recycled engineered mesh; midsole: responsive foam.',
        fr: 'Tige : filet technique recyclé ; semelle intermédiaire : mousse dynamique.',
      },
    ],
    care: [
      {
        en: 'Hand wash with mild soap; remove the insoles to dry.',
        fr: 'Laver à la main avec un savon doux ; retirer les semelles pour le séchage.',
      },
    ],
  },
  sneakers: {
    intros: [
      {
        en: 'An everyday sneaker with trail roots: grippy, comfortable and easy to wear.',
        fr: 'Une espadrille de tous les jours aux racines de sentier : adhérente, confortable et facile à porter.',
      },
      {
        en: 'A clean, low profile for the city, with a cushioned footbed for long days on your feet.',
        fr: 'Un profil bas et épuré pour la ville, avec une semelle coussinée pour les longues journées debout.',
      },
    ],
    features: [
      { en: 'Removable cushioned insole', fr: 'Semelle intérieure coussinée amovible' },
      { en: 'Durable rubber cupsole', fr: 'Semelle cuvette en caoutchouc durable' },
      { en: 'Padded collar and tongue', fr: 'Col et languette rembourrés' },
      { en: 'Recycled laces', fr: 'Lacets recyclés' },
    ],
    materials: [
      {
        en: 'Upper: organic cotton canvas; outsole: natural rubber.',
        fr: 'Tige : toile de coton biologique ; semelle : caoutchouc naturel.',
      },
      {
        en: 'Upper: suede and recycled polyester.',
        fr: 'Tige : suède et polyester recyclé.',
      },
    ],
    care: [
      {
        en: 'Wipe clean with a damp cloth; air dry.',
        fr: 'Nettoyer avec un linge humide ; laisser sécher à l’air.',
      },
    ],
  },
  sandals: {
    intros: [
      {
        en: 'For river crossings, camp evenings and every summer day in between.',
        fr: 'Pour les traversées de rivière, les soirées au camp et toutes les journées d’été entre les deux.',
      },
      {
        en: 'A contoured footbed and a grippy sole make it the sandal you can actually walk in.',
        fr: 'Un lit plantaire galbé et une semelle adhérente : une sandale avec laquelle on peut vraiment marcher.',
      },
    ],
    features: [
      { en: 'Quick-drying straps', fr: 'Sangles à séchage rapide' },
      { en: 'Contoured, cushioned footbed', fr: 'Lit plantaire galbé et coussiné' },
      { en: 'Non-marking rubber outsole', fr: 'Semelle extérieure en caoutchouc qui ne marque pas' },
      { en: 'Adjustable hook-and-loop closures', fr: 'Fermetures autoagrippantes ajustables' },
    ],
    materials: [
      {
        en: 'Straps: recycled polyester webbing; footbed: EVA foam.',
        fr: 'Sangles : sangle en polyester recyclé ; lit plantaire : mousse EVA.',
      },
    ],
    care: [
      {
        en: 'Rinse after salt water or chlorine; dry in the shade.',
        fr: 'Rincer après l’eau salée ou chlorée ; faire sécher à l’ombre.',
      },
    ],
  },
  backpacks: {
    intros: [
      {
        en: 'Room for the day’s layers, lunch and water, carried close to your back.',
        fr: 'De la place pour les couches de la journée, le lunch et l’eau, portés près du dos.',
      },
      {
        en: 'A pack that is as at home on a day hike as on a flight, with a laptop sleeve and easy access.',
        fr: 'Un sac aussi à l’aise en randonnée d’un jour qu’en avion, avec pochette pour ordinateur et accès facile.',
      },
    ],
    features: [
      { en: 'Ventilated back panel', fr: 'Panneau dorsal ventilé' },
      { en: 'Padded hip belt with pockets', fr: 'Ceinture rembourrée avec poches' },
      { en: 'Hydration sleeve and hose port', fr: 'Pochette d’hydratation et passage de tube' },
      { en: 'Stretch side pockets for bottles', fr: 'Poches latérales extensibles pour les bouteilles' },
      { en: 'Front stash pocket for a rain jacket', fr: 'Poche avant pour ranger un imperméable' },
      { en: 'Sternum strap with safety whistle', fr: 'Sangle de poitrine avec sifflet de sécurité' },
    ],
    materials: [
      {
        en: 'Body: 420D recycled nylon with a water-resistant coating.',
        fr: 'Corps : nylon recyclé 420D avec enduit déperlant.',
      },
      {
        en: 'Body: 600D recycled polyester; base: reinforced nylon.',
        fr: 'Corps : polyester recyclé 600D ; fond : nylon renforcé.',
      },
    ],
    care: [
      {
        en: 'Spot clean with mild soap and water; air dry open.',
        fr: 'Nettoyer localement à l’eau savonneuse ; laisser sécher ouvert à l’air.',
      },
    ],
  },
  tents: {
    intros: [
      {
        en: 'Quick to pitch, stable in the wind and roomy enough to sit up and play cards when it rains.',
        fr: 'Rapide à monter, stable au vent et assez spacieuse pour s’asseoir et jouer aux cartes quand il pleut.',
      },
      {
        en: 'A freestanding tent for backpacking trips, light enough to carry and strong enough for the alpine.',
        fr: 'Une tente autoportante pour la longue randonnée, assez légère pour la porter et assez solide pour l’alpin.',
      },
    ],
    features: [
      { en: 'Two doors and two vestibules', fr: 'Deux portes et deux vestibules' },
      {
        en: 'Colour-coded clips for a quick pitch',
        fr: 'Attaches codées par couleur pour un montage rapide',
      },
      { en: 'Mesh ceiling for stargazing', fr: 'Plafond en filet pour observer les étoiles' },
      { en: 'Interior pockets and a gear loft', fr: 'Pochettes intérieures et étagère de rangement' },
      { en: 'Aluminium poles', fr: 'Arceaux en aluminium' },
    ],
    materials: [
      {
        en: 'Fly: 20D silicone-coated ripstop nylon, 3000 mm; floor: 40D nylon.',
        fr: 'Double toit : nylon indéchirable 20D enduit de silicone, 3000 mm ; plancher : nylon 40D.',
      },
    ],
    care: [
      {
        en: 'Always dry completely before storing; never machine wash.',
        fr: 'Toujours faire sécher complètement avant de ranger ; ne jamais laver à la machine.',
      },
    ],
  },
  sleepingBags: {
    intros: [
      {
        en: 'Warm, light and compressible: three-season comfort for nights under canvas.',
        fr: 'Chaud, léger et compressible : le confort trois saisons pour les nuits sous la tente.',
      },
      {
        en: 'A roomy mummy cut that lets you turn over without letting the cold in.',
        fr: 'Une coupe momie spacieuse qui permet de se retourner sans laisser entrer le froid.',
      },
    ],
    features: [
      { en: 'Draft collar and zip baffle', fr: 'Collerette et rabat de glissière anti-froid' },
      { en: 'Contoured hood with a cinch cord', fr: 'Capuchon galbé avec cordon de serrage' },
      { en: 'Anti-snag full-length zip', fr: 'Glissière pleine longueur anti-accroc' },
      { en: 'Compression sack included', fr: 'Sac de compression inclus' },
    ],
    materials: [
      {
        en: 'Fill: 650-fill responsibly sourced down; shell: 20D recycled nylon.',
        fr: 'Garnissage : duvet 650 issu de sources responsables ; coquille : nylon recyclé 20D.',
      },
      {
        en: 'Fill: recycled synthetic insulation that stays warm when damp.',
        fr: 'Garnissage : isolant synthétique recyclé qui reste chaud même humide.',
      },
    ],
    care: [
      {
        en: 'Store uncompressed; wash rarely, in a front-loading machine with a down wash.',
        fr: 'Ranger non compressé ; laver rarement, dans une laveuse frontale avec un nettoyant pour duvet.',
      },
    ],
  },
  hatsGloves: {
    intros: [
      {
        en: 'The small piece of kit that makes the biggest difference when the wind picks up.',
        fr: 'Le petit accessoire qui fait toute la différence quand le vent se lève.',
      },
      {
        en: 'Made for cold mornings at the trailhead and long afternoons in the sun.',
        fr: 'Fait pour les matins froids au départ du sentier et les longs après-midis au soleil.',
      },
    ],
    features: [
      { en: 'Soft, itch-free lining', fr: 'Doublure douce qui ne pique pas' },
      { en: 'Touchscreen-friendly fingertips', fr: 'Bouts des doigts compatibles avec les écrans tactiles' },
      { en: 'Packs flat into a pocket', fr: 'Se range à plat dans une poche' },
      { en: 'Reflective logo for low light', fr: 'Logo réfléchissant pour la faible luminosité' },
    ],
    materials: [
      { en: 'Merino wool blend with recycled nylon.', fr: 'Mélange de laine mérinos et de nylon recyclé.' },
      { en: '100% recycled polyester.', fr: '100 % polyester recyclé.' },
    ],
    care: [{ en: 'Hand wash cold; dry flat.', fr: 'Laver à la main à l’eau froide ; sécher à plat.' }],
  },
  socks: {
    intros: [
      {
        en: 'Cushioned where your boots press and thin where your feet need to breathe.',
        fr: 'Coussinées là où la chaussure appuie et fines là où le pied doit respirer.',
      },
      {
        en: 'Blister-free miles: a snug fit that never slips down into your boot.',
        fr: 'Des kilomètres sans ampoules : un ajustement qui ne glisse jamais dans la chaussure.',
      },
    ],
    features: [
      { en: 'Seamless toe', fr: 'Bout sans couture' },
      { en: 'Arch support band', fr: 'Bande de soutien de la voûte plantaire' },
      { en: 'Cushioned heel and ball of the foot', fr: 'Talon et avant-pied coussinés' },
      { en: 'Guaranteed for life', fr: 'Garanties à vie' },
    ],
    materials: [
      {
        en: '58% merino wool, 39% nylon, 3% elastane.',
        fr: '58 % laine mérinos, 39 % nylon, 3 % élasthanne.',
      },
    ],
    care: [
      {
        en: 'Machine wash warm inside out; tumble dry low.',
        fr: 'Laver à la machine à l’eau tiède, à l’envers ; sécher à basse température.',
      },
    ],
  },
  giftCards: {
    intros: [
      {
        en: 'Delivered by e-mail to the recipient, with your message. Spend it online on anything at SummitPeak.',
        fr: 'Livrée par courriel à la personne de votre choix, avec votre message. Utilisable en ligne sur tout SummitPeak.',
      },
    ],
    features: [],
    materials: [],
    care: [],
  },
};

/** Which lines of its type's copy a product uses (indices into the tables above). */
export interface DescriptionPicks {
  readonly intro: number;
  readonly features: readonly number[];
  readonly material: number;
  readonly care: number;
}

export function typeCopySizes(type: ProductType) {
  const copy = COPY[type];
  return {
    intros: copy.intros.length,
    features: copy.features.length,
    materials: copy.materials.length,
    care: copy.care.length,
  };
}

const HEADINGS: Readonly<Record<'features' | 'materials' | 'care', Bilingual>> = {
  features: { en: 'Features', fr: 'Caractéristiques' },
  materials: { en: 'Materials', fr: 'Matières' },
  care: { en: 'Care', fr: 'Entretien' },
};

const line = (items: readonly Bilingual[], i: number, language: Language): string | undefined =>
  items[i % Math.max(items.length, 1)]?.[language];

/** The description in a language: the opening, then features, materials and care as paragraphs. */
export function composeDescription(type: ProductType, picks: DescriptionPicks, language: Language): string {
  const copy = COPY[type];
  const features = picks.features.flatMap((i) => line(copy.features, i, language) ?? []);
  const material = line(copy.materials, picks.material, language);
  const care = line(copy.care, picks.care, language);
  const colon = language === 'fr' ? '\u00a0: ' : ': ';
  return [
    line(copy.intros, picks.intro, language),
    features.length ? `${HEADINGS.features[language]}${colon}${features.join(' · ')}.` : undefined,
    material ? `${HEADINGS.materials[language]}${colon}${material}` : undefined,
    care ? `${HEADINGS.care[language]}${colon}${care}` : undefined,
  ]
    .filter(Boolean)
    .join('\n\n');
}
