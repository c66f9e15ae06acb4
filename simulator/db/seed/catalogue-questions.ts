import type { ProductType } from './catalogue-types';

/**
 * Questions shoppers ask, each with the answers that answer it (question/answer pairs as data), and the
 * product types they make sense for. A product gets each topic at most once.
 */
export interface QuestionTopic {
  readonly id: string;
  readonly question: string;
  readonly types: readonly ProductType[];
  /** Answers from other shoppers. */
  readonly answers: readonly string[];
  /** The brand's own answer. */
  readonly brandAnswer: string;
}

const APPAREL: readonly ProductType[] = ['jackets', 'fleece', 'baseLayers', 'pants'];
const FOOTWEAR: readonly ProductType[] = ['hikingBoots', 'trailRunners', 'sneakers', 'sandals'];
const WORN: readonly ProductType[] = [...APPAREL, ...FOOTWEAR, 'hatsGloves', 'socks'];
const PHYSICAL: readonly ProductType[] = [...WORN, 'backpacks', 'tents', 'sleepingBags'];

export const QUESTION_TOPICS: readonly QuestionTopic[] = [
  {
    id: 'fit',
    question: 'Is this true to size?',
    types: WORN,
    answers: [
      'Yes, it fits true to size for me.',
      'I sized up to wear it over layers and it is perfect.',
      'True to size, maybe a touch roomy in the shoulders.',
    ],
    brandAnswer: 'It is cut true to size; the size chart on this page gives the measurements of each size.',
  },
  {
    id: 'waterproof',
    question: 'Is it waterproof or only water resistant?',
    types: ['jackets', 'pants', 'hikingBoots', 'backpacks', 'tents'],
    answers: [
      'I was out in a full day of rain and stayed dry.',
      'Water resistant in my experience: fine in showers, not in a downpour.',
    ],
    brandAnswer:
      'The fabric and seams are waterproof; zips and openings are water resistant, so a pack cover helps in heavy rain.',
  },
  {
    id: 'packing',
    question: 'How small does it pack down?',
    types: ['jackets', 'fleece', 'tents', 'sleepingBags', 'hatsGloves'],
    answers: [
      'It packs into its own pocket, about the size of a water bottle.',
      'Small enough to live in the bottom of my daypack.',
    ],
    brandAnswer: 'Packed size and weight are listed in the specifications for each size.',
  },
  {
    id: 'washing',
    question: 'Can it be machine washed?',
    types: [...APPAREL, 'hatsGloves', 'socks', 'sleepingBags'],
    answers: [
      'Machine wash cold and hang to dry, it came out like new.',
      'Yes, I wash mine on a gentle cycle.',
    ],
    brandAnswer: 'Yes: follow the care line in the description, and skip fabric softener.',
  },
  {
    id: 'warranty',
    question: 'Is there a warranty on this item?',
    types: PHYSICAL,
    answers: ['I had a zip replaced under warranty without any trouble.'],
    brandAnswer: 'Every SummitPeak product is covered by our lifetime warranty against defects.',
  },
  {
    id: 'winter',
    question: 'Is it warm enough for winter?',
    types: ['jackets', 'fleece', 'baseLayers', 'hikingBoots', 'sleepingBags', 'hatsGloves', 'socks'],
    answers: [
      'I wear it down to about -10 °C with a base layer underneath.',
      'On its own it is a three-season piece; with layers it did fine in January.',
    ],
    brandAnswer: 'It is rated for cool to cold conditions; layer it for deep winter.',
  },
  {
    id: 'break-in',
    question: 'Do they need breaking in?',
    types: ['hikingBoots', 'trailRunners', 'sneakers', 'sandals'],
    answers: ['Comfortable out of the box for me.', 'A couple of short walks and they were perfect.'],
    brandAnswer: 'Wear them around the house and on short walks for a few days before a long hike.',
  },
  {
    id: 'wide-feet',
    question: 'Do they work for wide feet?',
    types: ['hikingBoots', 'trailRunners', 'sneakers', 'sandals', 'socks'],
    answers: [
      'I have wide feet and they fit well after loosening the laces.',
      'A bit narrow for me, I went half a size up.',
    ],
    brandAnswer: 'The fit is medium width with a roomy toe box.',
  },
  {
    id: 'laptop',
    question: 'Does a 15-inch laptop fit?',
    types: ['backpacks'],
    answers: [
      'My 15-inch laptop fits in the sleeve with room to spare.',
      'Yes, it fits a 15-inch laptop in a thin case.',
    ],
    brandAnswer: 'The sleeve holds most 15-inch laptops.',
  },
  {
    id: 'carry-on',
    question: 'Is it carry-on size?',
    types: ['backpacks'],
    answers: ['I have flown with it several times as my only bag.'],
    brandAnswer: 'Its dimensions fit the carry-on limits of most airlines.',
  },
  {
    id: 'pitch',
    question: 'How long does it take to set up?',
    types: ['tents'],
    answers: [
      'About five minutes once you have done it at home.',
      'Ten minutes alone in the dark, with a headlamp.',
    ],
    brandAnswer: 'Colour-coded clips and poles make it a five-minute pitch for one person.',
  },
  {
    id: 'taller',
    question: 'Is the long size worth it if I am 6 ft 1?',
    types: ['sleepingBags'],
    answers: ['I am 6 ft 1 and the regular is a bit tight at the hood; I would go long.'],
    brandAnswer: 'The regular fits people up to 6 ft (183 cm); the long up to 6 ft 6 (198 cm).',
  },
];

export const topicById = new Map(QUESTION_TOPICS.map((t) => [t.id, t]));

export const topicsFor = (type: ProductType): readonly QuestionTopic[] =>
  QUESTION_TOPICS.filter((t) => t.types.includes(type));
