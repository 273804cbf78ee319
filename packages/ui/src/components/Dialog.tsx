import { ModalFrame, type ModalFrameProps } from './ModalFrame';

export type DialogSize = 'sm' | 'md' | 'lg';

const widths: Record<DialogSize, string> = { sm: '420px', md: '560px', lg: '800px' };

export interface DialogProps extends ModalFrameProps {
  size?: DialogSize;
}

/** A modal dialog centred over the page. */
export function Dialog({ size = 'md', ...props }: DialogProps) {
  return <ModalFrame {...props} placement="center" width={widths[size]} />;
}
