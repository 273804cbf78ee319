import { ModalFrame, type ModalFrameProps } from './ModalFrame';

export type DrawerProps = ModalFrameProps & {
  /** The panel's width on wide screens (default 480 px); always the full width under 600 px. */
  width?: string;
};

/** A modal panel on the right (480 px, the full width under 600 px), e.g. the activity details. */
export function Drawer({ width = '480px', ...props }: DrawerProps) {
  return <ModalFrame {...props} placement="right" width={width} />;
}
