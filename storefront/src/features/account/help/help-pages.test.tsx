import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';

const sim = useTestSimulator();
useAccountTestSetup();

const axeViolations = async () => {
  const main = document.querySelector('main') as HTMLElement;
  const result = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
};

describe('contact us and the warranty claim', { timeout: 30_000 }, () => {
  it('a guest sends a contact-us message with a topic and a subject, and gets the case number', async () => {
    const app = renderApp(sim, '/en-us/help/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' }, { timeout: 8000 });
    const topic = await screen.findByRole('combobox', { name: /^Topic/ });
    await within(topic).findByRole('option', { name: 'My order' });
    expect(await axeViolations()).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByRole('combobox', { name: /^Topic/ })).toHaveAccessibleDescription(
      'Please select a valid option.',
    );
    await app.user.type(screen.getByLabelText(/^First name/), 'Ana');
    await app.user.type(screen.getByLabelText(/^Last name/), 'Lima');
    await app.user.type(screen.getByLabelText(/^Email/), 'ana.lima@example.com');
    await app.user.selectOptions(topic, 'My order');
    await app.user.selectOptions(screen.getByRole('combobox', { name: /^Subject/ }), 'Where is my order?');
    await app.user.type(screen.getByLabelText(/^Your message/), 'My parcel has not arrived.');
    await app.user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Thank you, your message is on its way', {}, { timeout: 8000 });
    expect(screen.getByText(/Your case number is \S+\./)).toBeInTheDocument();
  });

  it('in French: the topics in French, the invalid email on its field', async () => {
    const app = renderApp(sim, '/fr-ca/help/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Nous contacter' }, { timeout: 8000 });
    await within(await screen.findByRole('combobox', { name: /^Sujet général/ })).findByRole('option', {
      name: 'Ma commande',
    });
    await app.user.type(screen.getByLabelText(/^Courriel/), 'ana@');
    await app.user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByLabelText(/^Courriel/)).toHaveAccessibleDescription(
      "L'adresse courriel n'est pas valide",
    );
  });

  it('a signed-in shopper finds their name and email filled in', async () => {
    const app = renderApp(sim, '/en-us');
    await act(() => app.services.commerce.session.signIn('registered@example.com', 'Trail2026!'));
    act(() => app.router.navigate('/en-us/help/contact-us'));
    const email = await screen.findByLabelText(/^Email/, {}, { timeout: 8000 });
    await expect.poll(() => (email as HTMLInputElement).value).toBe('registered@example.com');
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ana');
  });

  it('sends a warranty claim after checking the phone and the purchase date', async () => {
    const app = renderApp(sim, '/en-us/help/warranty');
    await screen.findByRole('heading', { level: 1, name: 'Warranty claim' }, { timeout: 8000 });
    expect(await axeViolations()).toEqual([]);
    const fill = async (label: RegExp, text: string) => app.user.type(screen.getByLabelText(label), text);
    await fill(/^First name/, 'Ana');
    await fill(/^Last name/, 'Lima');
    await fill(/^Email/, 'ana.lima@example.com');
    await fill(/^Phone/, '12');
    await fill(/^Street address/, '1 Main St');
    await fill(/^City/, 'Denver');
    await fill(/^Postal code/, '80202');
    await fill(/^Product name/, 'Summit parka');
    await fill(/^Purchase date/, '2999-01-01');
    await fill(/^What is wrong/, 'The zip came apart.');
    await app.user.click(screen.getByRole('button', { name: 'Send claim' }));
    expect(await screen.findByLabelText(/^Phone/)).toHaveAccessibleDescription(
      'A valid phone number is required',
    );
    expect(screen.getByLabelText(/^Purchase date/)).toHaveAccessibleDescription(/^Date must be before /);
    await app.user.clear(screen.getByLabelText(/^Phone/));
    await fill(/^Phone/, '(555) 555-0123');
    await app.user.clear(screen.getByLabelText(/^Purchase date/));
    await fill(/^Purchase date/, '2026-01-15');
    await app.user.click(screen.getByRole('button', { name: 'Send claim' }));
    await screen.findByText('Thank you, your claim is registered', {}, { timeout: 8000 });
  });

  it('the account’s help page leads to both', async () => {
    const app = renderApp(sim, '/en-us');
    await act(() => app.services.commerce.session.signIn('registered@example.com', 'Trail2026!'));
    act(() => app.router.navigate('/en-us/account/help'));
    await screen.findByRole('heading', { level: 1, name: 'Help' }, { timeout: 8000 });
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/en-us/help/contact-us',
    );
    expect(screen.getByRole('link', { name: 'Warranty claim' })).toHaveAttribute(
      'href',
      '/en-us/help/warranty',
    );
    expect(await axeViolations()).toEqual([]);
  });
});
