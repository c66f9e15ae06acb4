import { useIntl } from '../../i18n/intl';
import { Picture } from '../../ui/image/picture';
import { PriceDisplay } from '../../ui/price/price-display';
import styles from './search-box.module.css';
import type { SuggestionGroup, SuggestionKind, SuggestionOption } from './suggestion-options';

const GROUP_TITLE: Readonly<Record<SuggestionKind, string>> = {
  term: 'search.suggest.terms',
  category: 'search.suggest.categories',
  product: 'search.suggest.products',
};

/**
 * The listbox of the search combobox: options in labelled groups. Options are not focusable (focus stays
 * in the input); a mouse press is kept from blurring the input so the click lands.
 */
export function SuggestionList({
  id,
  groups,
  expanded,
  active,
  optionId,
  onActivate,
  onChoose,
}: {
  id: string;
  groups: readonly SuggestionGroup[];
  expanded: boolean;
  active: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onChoose: (option: SuggestionOption) => void;
}) {
  const intl = useIntl();
  let index = -1;
  return (
    <div
      id={id}
      role="listbox"
      aria-label={intl.formatMessage({ id: 'search.suggest.label' })}
      className={styles.popup}
      hidden={!expanded}
    >
      {expanded
        ? groups.map((group) => {
            const titleId = `${id}-${group.kind}`;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a listbox holds option groups, not fieldsets
              <div key={group.kind} role="group" aria-labelledby={titleId} className={styles.group}>
                <div id={titleId} role="presentation" className={styles.groupTitle}>
                  {intl.formatMessage({ id: GROUP_TITLE[group.kind] })}
                </div>
                {group.options.map((option) => {
                  index += 1;
                  const mine = index;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
                    <div
                      key={option.key}
                      id={optionId(mine)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={mine === active}
                      className={`${styles.option} ${styles[option.kind]}`}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => mine !== active && onActivate(mine)}
                      onClick={() => onChoose(option)}
                    >
                      {option.product ? (
                        <>
                          <span className={styles.thumb}>
                            {option.product.image ? (
                              <Picture src={option.product.image.url} alt="" width={48} height={60} />
                            ) : null}
                          </span>
                          <span className={styles.productText}>
                            <span className={styles.optionLabel}>{option.label}</span>
                            <PriceDisplay price={option.product.price} size="sm" showPercentOff={false} />
                          </span>
                        </>
                      ) : (
                        <span className={styles.optionLabel}>{option.label}</span>
                      )}
                    </div>
                  );
                })}
              </div>
            );
          })
        : null}
    </div>
  );
}
