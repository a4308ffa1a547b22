import { Suspense, useRef } from 'react';
import { Skeleton } from 'antd';
import { lazyPart, type LazyPart } from '../../lib/lazy-part';
import type { FilterFormComponent } from './types';

/** The filter drawer of 800 px and narrower. */
export const FilterDrawer = lazyPart(() => import('./filter-drawer'));

interface FilterPanelProps {
  form: LazyPart<FilterFormComponent>;
  filters: Record<string, string>;
  onApply: (filters: Record<string, string | undefined>) => void;
  open: boolean;
  onClose: () => void;
  mobile: boolean;
}

/** A list's filter form: above the table, or in a drawer at 800 px and narrower. */
export function FilterPanel({ form: Form, filters, onApply, open, onClose, mobile }: FilterPanelProps) {
  // The drawer is drawn once first opened, then kept for its closing animation.
  const drawerUsed = useRef(false);
  if (mobile && open) drawerUsed.current = true;
  const form = (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 2 }} />}>
      <Form filters={filters} onApply={onApply} mobile={mobile} />
    </Suspense>
  );
  if (!mobile) return open ? <div className="dt-filters">{form}</div> : null;
  return drawerUsed.current ? (
    <Suspense fallback={null}>
      <FilterDrawer open={open} onClose={onClose}>
        {form}
      </FilterDrawer>
    </Suspense>
  ) : null;
}
