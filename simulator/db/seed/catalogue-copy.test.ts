import { describe, expect, it } from 'vitest';
import { discountPercent } from '../../domain/catalogue/price-display';
import { imageFor } from '../../images/image-paths';
import { placeholderArt } from '../../images/product-art';
import { productLooks } from '../../images/product-looks';
import { GIFT_PRODUCT_NAMES } from './catalogue-copy-labels';
import { composeName, LANGUAGES } from './catalogue-copy-names';
import { QUESTION_TOPICS, topicById } from './catalogue-questions';
import { FIXTURE_IDS, generateCatalogueSeed } from './catalogue-seed';
import { CURRENCIES } from './catalogue-types';

/** Copy a shopper reads: it must read like a shop on every seed, not like test data. */
const SEEDS = [1, 7, 42];
const FAKER_HANDLE = /\w+\.\w+\d+/;
const ALLOWED_PERCENTS = [20, 25, 30, 40, 50];

describe.each(SEEDS)('catalogue copy of seed %i', (n) => {
  const seed = generateCatalogueSeed(n);

  it('describes products for shoppers, never as test data', () => {
    for (const p of seed.products) {
      expect(p.description, p.styleId).not.toMatch(/test product|seed/i);
      expect(p.description.length, p.styleId).toBeGreaterThan(40);
    }
    const distinct = new Set(seed.products.map((p) => p.description));
    expect(distinct.size).toBeGreaterThan(seed.products.length / 2);
  });

  it('names reviewers and askers like people, in real places', () => {
    const names = [
      ...seed.reviews.map((r) => r.review.author.nickname),
      ...seed.questions.flatMap((q) => [
        q.question.author.nickname,
        ...q.question.answers.map((a) => a.author.nickname),
      ]),
    ];
    expect(names.filter((name) => FAKER_HANDLE.test(name))).toEqual([]);
    const places = seed.reviews.map((r) => r.review.author.location ?? '');
    expect(places.filter((place) => !/^[\p{L} .'-]+, [A-Z]{2}$/u.test(place))).toEqual([]);
  });

  it('answers each question with an answer of its topic, and asks a question once per product', () => {
    const topicByQuestion = new Map(QUESTION_TOPICS.map((t) => [t.question, t]));
    const asked = new Map<string, string[]>();
    for (const { styleId, question } of seed.questions) {
      const topic = topicByQuestion.get(question.text);
      expect(topic, question.text).toBeDefined();
      if (!topic) continue;
      const product = seed.products.find((p) => p.styleId === styleId);
      expect(topic.types).toContain(product?.productType);
      for (const answer of question.answers) {
        const own = answer.brandAnswer ? [topic.brandAnswer] : topic.answers;
        expect(own, `${question.text} -> ${answer.text}`).toContain(answer.text);
      }
      asked.set(styleId, [...(asked.get(styleId) ?? []), question.text]);
    }
    for (const [styleId, texts] of asked) expect(new Set(texts).size, styleId).toBe(texts.length);
    expect(topicById.size).toBe(QUESTION_TOPICS.length);
  });

  it('gives every product a unique name in every language', () => {
    for (const language of LANGUAGES) {
      const names = seed.products.map((p) => composeName(p.productType, p.copy.name, language));
      const repeated = names.filter((name, i) => names.indexOf(name) !== i);
      expect(repeated, language).toEqual([]);
    }
    expect(seed.products.map((p) => p.name)).toEqual(
      seed.products.map((p) => composeName(p.productType, p.copy.name, 'en')),
    );
  });

  it('puts products on sale at the round percents merchants set, in every currency', () => {
    const shown = seed.products.flatMap((p) =>
      p.colors.flatMap((c) =>
        CURRENCIES.flatMap((currency) => {
          const { current, original } = c.prices[currency];
          return current < original ? [discountPercent(current, original)] : [];
        }),
      ),
    );
    expect(shown.length).toBeGreaterThan(50);
    expect(shown.filter((percent) => !ALLOWED_PERCENTS.includes(percent))).toEqual([]);
  });

  it('draws an image for every product colour and for the free gift', () => {
    const looks = productLooks(seed.products);
    const placeholder = placeholderArt();
    for (const p of seed.products) {
      for (const c of p.colors) {
        expect(imageFor(`is/image/${p.styleId}${c.code}-HERO`, looks), `${p.styleId}${c.code}`).not.toBe(
          placeholder,
        );
      }
    }
    for (const giftId of Object.keys(GIFT_PRODUCT_NAMES)) {
      expect(imageFor(`is/image/${giftId}-HERO`, looks), giftId).not.toBe(placeholder);
    }
  });
});

describe('the documented fixtures keep their names and prices', () => {
  const seed = generateCatalogueSeed(3);
  const byId = new Map(seed.products.map((p) => [p.styleId, p]));

  it('names and prices the README and tests rely on', () => {
    expect(byId.get(FIXTURE_IDS.inStock)?.name).toBe("Men's Summit Down Jacket");
    expect(byId.get(FIXTURE_IDS.inStock)?.colors[0]?.prices.USD.current).toBe(22900);
    expect(byId.get(FIXTURE_IDS.onSale)?.colors[0]?.prices.USD).toMatchObject({
      current: 13495,
      original: 18000,
    });
    expect(byId.get(FIXTURE_IDS.usOnly)?.name).toBe("Men's Lakeshore Slide Sandal");
    expect(byId.get(FIXTURE_IDS.eGiftCard)?.name).toBe('SummitPeak E-Gift Card');
  });

  it('is the same for the same seed', () => {
    const again = generateCatalogueSeed(3);
    expect(again.products.map((p) => [p.name, p.description])).toEqual(
      seed.products.map((p) => [p.name, p.description]),
    );
    expect(again.questions).toEqual(seed.questions);
  });
});
