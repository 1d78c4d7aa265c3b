/** How an order's history speaks to the customer (lib/orderHistoryText.ts): "You approved …". */
import { CUSTOMER_STATUS_LABELS } from '@tailor/domain/orderFlow';
import { t } from '../../lib/i18n/translate';
import type { HistoryVoice } from '../../lib/orderHistoryText';

export const CUSTOMER_HISTORY_VOICE: HistoryVoice = {
  statusLabels: CUSTOMER_STATUS_LABELS,
  approved: () => t('You approved the garment'),
  alterationAsked: (note) => t('You asked for an alteration: {note}', { note }),
};
