import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator as startTestSimulator } from '../../testing/simulator-server';

// Renamed on import: it registers vitest hooks, not React ones.
const sim = startTestSimulator();

describe('quick shop dialog on the simulator', { timeout: 30_000 }, () => {
  it('switches colour (the details follow it) and asks for a size before adding', async () => {
    const { user } = renderApp(sim, '/en-us/c/sneakers-300130');
    await user.click(await screen.findByRole('button', { name: "Quick shop Men's Canyon Low Sneaker" }));
    const dialog = await screen.findByRole('dialog', { name: "Men's Canyon Low Sneaker" });
    const colours = within(dialog).getByRole('group', { name: /^Colour/ });
    const radios = await within(colours).findAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeChecked();
    await user.click(radios[1] as HTMLElement);
    await waitFor(() => expect(within(colours).getAllByRole('radio')[1]).toBeChecked());
    // The view-details link follows the chosen colour's product.
    const details = within(dialog).getByRole('link', { name: 'View full details' });
    await waitFor(() => expect(details.getAttribute('href')).toMatch(/SPSN0001GWH$/));

    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a size');
  });

  it('adds the chosen size to the cart, and the mini cart takes over', async () => {
    const { user } = renderApp(sim, '/en-us/c/sneakers-300130');
    await user.click(await screen.findByRole('button', { name: "Quick shop Men's Canyon Low Sneaker" }));
    const dialog = await screen.findByRole('dialog', { name: "Men's Canyon Low Sneaker" });
    await user.click(await within(dialog).findByRole('radio', { name: '10' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    const mini = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(mini).toHaveTextContent("Men's Canyon Low Sneaker");
    expect(screen.queryByRole('dialog', { name: "Men's Canyon Low Sneaker" })).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const { user } = renderApp(sim, '/en-us/c/sneakers-300130');
    await user.click(await screen.findByRole('button', { name: "Quick shop Men's Canyon Low Sneaker" }));
    await screen.findByRole('dialog', { name: "Men's Canyon Low Sneaker" });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
