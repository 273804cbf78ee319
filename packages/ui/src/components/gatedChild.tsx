import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** What a gate wraps: a render prop told whether to disable itself, or one element it disables. */
export type GatedChild = ((disabled: boolean) => ReactNode) | ReactElement<{ disabled?: boolean }>;

export function renderGated(child: GatedChild, disabled: boolean): ReactElement {
  if (typeof child === 'function') return <>{child(disabled)}</>;
  return disabled ? cloneElement(child, { disabled: true }) : child;
}
