import { describe, expect, it } from 'vitest';
import { frenchText, inLanguage } from './content-language';

describe('content in the served language', () => {
  it('translates known texts whole, as sentences, inside a paragraph and by pattern', () => {
    expect(frenchText('Sale', 'EUR')).toBe('Soldes');
    expect(frenchText('Earn points.', 'EUR')).toBe('Cumulez des points.');
    expect(frenchText('<p>Welcome back.</p>', 'EUR')).toBe('<p>Bon retour parmi nous.</p>');
    expect(frenchText("Shop all Men's Jackets", 'EUR')).toBe('Tout l’univers Manteaux et vestes pour hommes');
    expect(frenchText('Footwear sale', 'EUR')).toBe('Soldes Chaussures');
    expect(frenchText('Cart | SummitPeak', 'EUR')).toBe('Panier | SummitPeak');
    expect(frenchText('Free shipping on orders over €75.', 'EUR')).toBe(
      'Livraison offerte dès 75 € d’achat.',
    );
    expect(frenchText('Free shipping on orders over CAD 75', 'CAD')).toBe(
      'Livraison offerte dès 75 CAD d’achat',
    );
    expect(frenchText('A story nobody translated', 'EUR')).toBe('A story nobody translated');
  });

  it('leaves ids and addresses alone and English locales untouched', () => {
    const item = { id: 'Sale', title: 'Sale', target: { url: 'Sale', label: 'Sale' } };
    expect(inLanguage(item, 'fr-fr')).toEqual({
      id: 'Sale',
      title: 'Soldes',
      target: { url: 'Sale', label: 'Soldes' },
    });
    expect(inLanguage(item, 'en-gb')).toBe(item);
  });
});
