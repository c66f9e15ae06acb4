import type { ProductQuestions } from '../../commerce/product';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Badge } from '../../ui/badge/badge';
import { Button } from '../../ui/button/button';
import styles from './reviews.module.css';
import { useVoteAnswer } from './use-questions';

type Question = ProductQuestions['questions'][number];
type Answer = Question['answers'][number];

export function QuestionItem({ productId, question }: { productId: string; question: Question }) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  return (
    <article className={styles.question}>
      <h3 className={styles.questionText}>{question.text}</h3>
      <p className={styles.meta}>
        <FormattedMessage
          id="questions.askedBy"
          values={{ name: question.author.nickname, date: date(question.createdAt) }}
        />
      </p>
      <p className={styles.muted}>
        <FormattedMessage id="questions.answers" values={{ count: question.answers.length }} />
      </p>
      {question.answers.length ? (
        <ul className={styles.answers}>
          {question.answers.map((answer) => (
            <li key={answer.id}>
              <AnswerItem productId={productId} answer={answer} />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

function AnswerItem({ productId, answer }: { productId: string; answer: Answer }) {
  const intl = useIntl();
  const vote = useVoteAnswer(productId, answer.id);
  const helpful = vote.data?.helpfulVotes ?? answer.helpfulVotes;
  return (
    <div className={styles.answer}>
      <p className={styles.text}>{answer.text}</p>
      <p className={styles.meta}>
        {answer.brandAnswer ? (
          <Badge tone="brand">
            <FormattedMessage id="questions.brandAnswer" />
          </Badge>
        ) : null}
        <FormattedMessage
          id="questions.answeredBy"
          values={{
            name: answer.author.nickname,
            date: intl.formatDate(answer.createdAt, { dateStyle: 'medium' }),
          }}
        />
      </p>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={vote.isPending || vote.isSuccess}
        aria-pressed={vote.isSuccess}
        onClick={() => vote.mutate()}
      >
        <FormattedMessage id="reviews.helpful" values={{ count: helpful }} />
      </Button>
    </div>
  );
}
