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

/** '1-20 of 143'; '0-0 of 0' when there is nothing. */
export function rangeText(total: number, limit: number, offset: number): string {
  if (total <= 0) return '0-0 of 0';
  const from = Math.min(offset + 1, total);
  return `${from}-${Math.min(offset + limit, total)} of ${total}`;
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
}

/** Offset paging under a table: rows per page, 'from-to of total', previous and next. */
export function Pagination({
  total,
  limit,
  offset,
  onChange,
  pageSizeOptions,
  onPageSizeChange,
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
      <span aria-live="polite">{rangeText(total, limit, offset)}</span>
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
          disabled={offset + limit >= total}
          onClick={() => onChange(offset + limit)}
        >
          <ChevronRightIcon size={16} />
        </IconButton>
      </Buttons>
    </Bar>
  );
}
