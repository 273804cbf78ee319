import { ModalFrame, type ModalFrameProps } from './ModalFrame';

export type DrawerProps = ModalFrameProps;

/** A modal panel on the right (480 px, the full width under 600 px), e.g. the activity details. */
export function Drawer(props: DrawerProps) {
  return <ModalFrame {...props} placement="right" width="480px" />;
}
