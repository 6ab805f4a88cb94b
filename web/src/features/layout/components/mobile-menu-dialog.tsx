import { Modal } from "antd";
import type { ReactNode } from "react";

export interface MobileMenuDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** The mobile menu's dialog, apart from its entries (mobile-menu.tsx) so that antd's Modal loads when it first opens. */
export function MobileMenuDialog({ open, title, onClose, children }: MobileMenuDialogProps) {
  return (
    <Modal title={title} open={open} onCancel={onClose} footer={null} width={360}>
      {children}
    </Modal>
  );
}
