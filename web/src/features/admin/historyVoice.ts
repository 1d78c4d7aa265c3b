/** How an order's history speaks to the owner (lib/orderHistoryText.ts): "Customer approved …". */
import { ORDER_STATUS_LABELS } from '@tailor/domain';
import { t } from '../../lib/i18n/translate';
import type { HistoryVoice } from '../../lib/orderHistoryText';

export const OWNER_HISTORY_VOICE: HistoryVoice = {
  statusLabels: ORDER_STATUS_LABELS,
  approved: () => t('Customer approved the garment'),
  alterationAsked: (note) => t('Customer asked for an alteration: {note}', { note }),
};
