import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestSimulator } from '../../testing/simulator-server';
import { colorHex } from '../../testing/simulator-test-facts';
import { ImageBaseProvider } from './image-base';
import { Picture } from './picture';

const sim = useTestSimulator();

describe('Picture offline', () => {
  it("requests an image the simulator's /images route answers, in the product's colour", async () => {
    const world = await sim.simulator.worlds.get('picture-offline');
    const product = world.data.catalogue.products.find((p) => p.productType === 'tents');
    const color = product?.colors[0];
    if (!product || !color) throw new Error('the seed has a tent');
    const src = `https://images.summitpeak.example/is/image/${product.styleId}${color.code}-HERO`;
    render(
      <ImageBaseProvider value="/images">
        <Picture src={src} alt={product.name} width={300} height={300} />
      </ImageBaseProvider>,
    );
    const url = screen.getByRole('img', { name: product.name }).getAttribute('src') ?? '';
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await answer.text();
    expect(svg).toContain('width="600" height="600"');
    expect(svg).toContain(`stop-color="${colorHex(color)}"`);
    const unknown = await (await fetch('/images/is/image/NOPE-HERO?wid=600&hei=600')).text();
    expect(svg).not.toBe(unknown);
  });
});
