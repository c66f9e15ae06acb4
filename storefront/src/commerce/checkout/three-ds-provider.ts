import type { ResponseBodyOf } from '../../../../contracts/registry/types';

type Order = ResponseBodyOf<'placeOrder'>;

/** What a PaymentNotAuthorized flash gives the challenge and the order patch (contracts/entities/flash.ts). */
export interface ThreeDsChallenge {
  readonly orderNumber: string;
  readonly sessionID: string;
  readonly paymentInstrumentId: string;
  readonly challengeToken: string;
}

/** The 3-D Secure challenge a placed order asks for, or undefined when it needs none. */
export function challengeOf(order: Order): ThreeDsChallenge | undefined {
  const flash = order.flash?.find((f) => f.code === 'PaymentNotAuthorized');
  const d = flash?.details;
  if (!d?.sessionID || !d.paymentInstrumentId) return undefined;
  return {
    orderNumber: order.orderNumber,
    sessionID: d.sessionID,
    paymentInstrumentId: d.paymentInstrumentId,
    challengeToken: d.challengeToken ?? d.sessionID,
  };
}

/** The result the order patch carries: base64 of {"transStatus": ...} (Y passes, anything else fails). */
export const encodeThreeDsResult = (transStatus: string): string => btoa(JSON.stringify({ transStatus }));

/** The texts the challenge page shows (the stand-in takes ours, a bank's page brings its own). */
export interface ThreeDsTexts {
  readonly heading: string;
  readonly intro: string;
  readonly approve: string;
  readonly fail: string;
}

/**
 * The 3-D Secure provider adapter: it runs the bank's challenge inside `container` (a real provider
 * mounts its iframe there) and resolves with the threeDS2Result to patch the order with. The abort signal
 * ends it when the shopper closes the dialog.
 */
export interface ThreeDsProvider {
  run(
    challenge: ThreeDsChallenge,
    container: HTMLElement,
    texts: ThreeDsTexts,
    signal: AbortSignal,
  ): Promise<string>;
}

/**
 * Offline stand-in for the bank's challenge page: a heading, a line of text, and "Approve" / "Fail", which
 * answer transStatus Y or N like a real challenge would. Plain DOM, as a provider's script would render.
 */
export const offlineThreeDsProvider: ThreeDsProvider = {
  run(challenge, container, texts, signal) {
    return new Promise<string>((resolve, reject) => {
      const page = document.createElement('div');
      page.dataset.challengeToken = challenge.challengeToken;
      const heading = document.createElement('h3');
      heading.textContent = texts.heading;
      const intro = document.createElement('p');
      intro.textContent = texts.intro;
      const actions = document.createElement('div');
      actions.style.display = 'flex';
      actions.style.gap = '0.75rem';
      const button = (label: string, transStatus: string) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = label;
        b.addEventListener('click', () => {
          page.remove();
          resolve(encodeThreeDsResult(transStatus));
        });
        return b;
      };
      actions.append(button(texts.approve, 'Y'), button(texts.fail, 'N'));
      page.append(heading, intro, actions);
      container.replaceChildren(page);
      signal.addEventListener('abort', () => {
        page.remove();
        reject(signal.reason);
      });
    });
  },
};
