import { useId } from 'react';
import styled from 'styled-components';
import { fieldControl } from './fieldStyles';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { IconButton } from './IconButton';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px 16px;
  padding: 8px 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Size = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const SizeSelect = styled.select<{ $invalid?: boolean }>`
  ${fieldControl}
  flex: none;
  width: auto;
  min-height: 32px;
  padding: 0 4px 0 8px;
  cursor: pointer;
`;

const Buttons = styled.span`
  display: inline-flex;
  gap: 4px;
`;

/**
 * '1-20 of 143', '4,981-5,001 of 5,001'; '0-0 of 0' when there is nothing. With `capped` (the total was counted only up to
 * `total`): '1-20 of 10,000+', and a page beyond the cap still shows its own range.
 */
export function rangeText(total: number, limit: number, offset: number, capped = false): string {
  const n = (v: number) => v.toLocaleString('en-US');
  if (capped) return `${n(offset + 1)}-${n(offset + limit)} of ${n(total)}+`;
  if (total <= 0) return '0-0 of 0';
  return `${n(Math.min(offset + 1, total))}-${n(Math.min(offset + limit, total))} of ${n(total)}`;
}

export interface PaginationProps {
  total: number;
  /** Page size. */
  limit: number;
  offset: number;
  onChange(offset: number): void;
  /** With onPageSizeChange: a 'Rows per page' select. */
  pageSizeOptions?: number[];
  onPageSizeChange?(limit: number): void;
  /** The total is a lower bound (counted up to a cap): '+' after it, and Next stays available. */
  totalCapped?: boolean;
  /** Overrides whether a next page exists (e.g. the API said so with a cursor). */
  hasNext?: boolean;
}

/** Offset paging under a table: rows per page, 'from-to of total', previous and next. */
export function Pagination({
  total,
  limit,
  offset,
  onChange,
  pageSizeOptions,
  onPageSizeChange,
  totalCapped = false,
  hasNext,
}: PaginationProps) {
  const sizeId = useId();
  return (
    <Bar aria-label="Pagination">
      {pageSizeOptions && onPageSizeChange ? (
        <Size>
          <label htmlFor={sizeId}>Rows per page</label>
          <SizeSelect id={sizeId} value={limit} onChange={(e) => onPageSizeChange(Number(e.target.value))}>
            {pageSizeOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SizeSelect>
        </Size>
      ) : null}
      <span aria-live="polite">{rangeText(total, limit, offset, totalCapped)}</span>
      <Buttons>
        <IconButton
          outlined
          size="sm"
          aria-label="Previous page"
          disabled={offset <= 0}
          onClick={() => onChange(Math.max(0, offset - limit))}
        >
          <ChevronLeftIcon size={16} />
        </IconButton>
        <IconButton
          outlined
          size="sm"
          aria-label="Next page"
          disabled={!(hasNext ?? (totalCapped || offset + limit < total))}
          onClick={() => onChange(offset + limit)}
        >
          <ChevronRightIcon size={16} />
        </IconButton>
      </Buttons>
    </Bar>
  );
}
