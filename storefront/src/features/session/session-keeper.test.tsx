import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommerceProvider } from '../../commerce/commerce-context';
import { recordingFetch, TOKEN_PATH } from '../../testing/recording-fetch';
import { useTestSimulator } from '../../testing/simulator-server';
import { testCommerce } from '../../testing/test-commerce';
import { SessionKeeper } from './session-keeper';

const sim = useTestSimulator();

describe('SessionKeeper', () => {
  it('gets a token on load; when the token service cannot be reached it waits before the next try', async () => {
    await sim.control('POST', '/faults', { operation: 'getToken', network: 'reset' });
    const { fetch, count } = recordingFetch();
    const commerce = testCommerce(sim, { fetch });

    const { unmount } = render(
      <CommerceProvider commerce={commerce}>
        <SessionKeeper />
      </CommerceProvider>,
    );

    await waitFor(() => expect(count('POST', TOKEN_PATH)).toBe(1));
    // Long enough for a retry loop to show (each failed try takes a few milliseconds here).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(count('POST', TOKEN_PATH)).toBe(1);
    unmount();
  });
});
