import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { Spinner } from '../../ui/spinner/spinner';
import './ask-question-props';
import { QuestionItem } from './question-item';
import styles from './reviews.module.css';
import { useQuestions } from './use-questions';

/** Questions with their answers, more on demand, and "Ask a question" (a lazy dialog). */
export function QuestionsSection({ productId, productName }: { productId: string; productName: string }) {
  const intl = useIntl();
  const { open } = useDialogs();
  const query = useQuestions(productId);
  const questions = query.data?.pages.flatMap((page) => page.questions) ?? [];

  return (
    <section className={styles.section} aria-labelledby="questions-title">
      <div className={styles.sectionHeader}>
        <h2 id="questions-title" className={styles.title}>
          <FormattedMessage id="questions.title" />
        </h2>
        <Button
          type="button"
          variant="secondary"
          onClick={() => open('askQuestion', { productId, productName })}
        >
          <FormattedMessage id="questions.ask" />
        </Button>
      </div>
      {query.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'reviews.loading' })} />
      ) : query.isError ? (
        <p className={styles.error} role="alert">
          <FormattedMessage id="reviews.error" />{' '}
          <Button type="button" variant="link" onClick={() => void query.refetch()}>
            <FormattedMessage id="reviews.retry" />
          </Button>
        </p>
      ) : questions.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="questions.none" />
        </p>
      ) : (
        <>
          <ol className={styles.items}>
            {questions.map((question) => (
              <li key={question.id}>
                <QuestionItem productId={productId} question={question} />
              </li>
            ))}
          </ol>
          {query.hasNextPage ? (
            <Button
              type="button"
              variant="secondary"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              <FormattedMessage id="questions.more" />
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
