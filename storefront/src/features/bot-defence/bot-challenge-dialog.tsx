import { useMemo } from 'react';
import type { BotChallengeOutcome, BotChallengeRequest } from '../../commerce/bot-defence/bot-challenge';
import type { BotDefenceProvider } from '../../commerce/bot-defence/bot-defence-provider';
import { useIntl } from '../../i18n/intl';
import { Banner } from '../../ui/banner/banner';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import { Spinner } from '../../ui/spinner/spinner';
import styles from './bot-challenge.module.css';
import { useBotChallenge } from './use-bot-challenge';

export interface BotChallengeDialogProps {
  readonly request: BotChallengeRequest;
  readonly provider: BotDefenceProvider;
  readonly onDone: (outcome: BotChallengeOutcome) => void;
}

/**
 * The bot-defence challenge (spec 000 section 8): the provider's challenge inside a dialog over the page and
 * whatever dialog made the call (offline, the stand-in's box to tick). Solved: the call is made once more.
 * Closed or cancelled: the form that made the call shows AUT403's message.
 */
export function BotChallengeDialog({ request, provider, onDone }: BotChallengeDialogProps) {
  const intl = useIntl();
  // The challenge's texts come with the error texts, which load with the 403 that opened it.
  intl.include('errorTexts');
  const t = (id: string) => intl.formatMessage({ id });
  const texts = useMemo(
    () => ({
      prompt: intl.formatMessage({ id: 'error.botChallenge.prompt' }),
      checkbox: intl.formatMessage({ id: 'error.botChallenge.checkbox' }),
      verify: intl.formatMessage({ id: 'error.botChallenge.verify' }),
      tickFirst: intl.formatMessage({ id: 'error.botChallenge.tickFirst' }),
    }),
    [intl],
  );
  const { state, container, retry, cancel } = useBotChallenge(request, provider, texts, onDone);

  return (
    <Dialog
      title={t('error.botChallenge.title')}
      onClose={cancel}
      closeOnBackdrop={false}
      size="sm"
      footer={
        <Button variant="secondary" fullWidth onClick={cancel}>
          {t('error.botChallenge.cancel')}
        </Button>
      }
    >
      <p className={styles.intro}>{t('error.botChallenge.intro')}</p>
      {state === 'failed' ? (
        <Banner
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('error.botChallenge.tryAgain')}
            </Button>
          }
        >
          {t('error.botChallenge.failed')}
        </Banner>
      ) : null}
      {state === 'loading' || state === 'verifying' ? (
        <p role="status" className={styles.status}>
          <Spinner size="sm" decorative />{' '}
          {t(state === 'loading' ? 'error.botChallenge.loading' : 'error.botChallenge.verifying')}
        </p>
      ) : null}
      <div ref={container} className={styles.challenge} hidden={state === 'failed'} />
    </Dialog>
  );
}
