// A record list that loads page after page as the player scrolls, refreshes on pull, and says when it
// is loading, failed or empty.

import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import FileTextIcon from 'lucide-react/icons/file-text';
import type { Key, ReactNode } from 'react';
import type { PageOf } from '@/api/paging';
import { LoadError, Loading } from '../ui/load-state';
import styles from './paged-list.module.css';

type PagedListProps<T> = {
  query: UseInfiniteQueryResult<InfiniteData<PageOf<T>>>;
  label: string;
  emptyText: string;
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** Shown above the rows, inside the pull-to-refresh area. */
  header?: ReactNode;
};

export function PagedList<T>({ query, label, emptyText, itemKey, renderItem, header }: PagedListProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError && !query.data)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())}>
      {header}
      {items.length === 0 ? (
        <div className={styles.empty}>
          <FileTextIcon className={styles.emptyIcon} aria-hidden="true" />
          <span>{emptyText}</span>
        </div>
      ) : (
        <>
          <ul className={styles.list} aria-label={label}>
            {items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <InfiniteScroll
            hasMore={query.hasNextPage}
            loadMore={async () => {
              const result = await query.fetchNextPage();
              // InfiniteScroll offers a retry when loadMore rejects.
              if (result.isError) throw result.error;
            }}
          />
        </>
      )}
    </PullToRefresh>
  );
}
