import { type ComponentProps, lazy, Suspense } from 'react';
import styles from './mega-menu.module.css';

const DepartmentPanel = lazy(() => import('./department-panel'));

/**
 * A mega menu panel's content, loaded on the shopper's first intent to open one (the mouse on the menu bar,
 * a tap, focus on a department): the department links in the bar stay in the first render. An open panel
 * still loading shows its empty frame, as a panel does before its image arrives.
 */
export function LazyDepartmentPanel(props: ComponentProps<typeof DepartmentPanel>) {
  return (
    <Suspense fallback={<div className={styles.panelInner} />}>
      <DepartmentPanel {...props} />
    </Suspense>
  );
}
