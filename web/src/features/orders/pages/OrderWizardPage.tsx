import { useParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import { ORDER_TYPES, isOneOf } from '@tailor/domain/options';
import { DOC_ID_REGEX } from '@tailor/domain/common';
import { useSession } from '../../auth';
import { OrderWizard } from '../components/OrderWizard';
import { useOrdersCatalogue } from '../hooks';
import { useT } from '../../../lib/i18n/useT';

/** /order/:id/:type — custom, tailor or readymade; /order/null/custom for a custom design. */
export default function OrderWizardPage() {
  useOrdersCatalogue();
  const { t } = useT();
  const { id = 'null', type } = useParams();
  const { user } = useSession();
  if (!isOneOf(ORDER_TYPES, type) || !DOC_ID_REGEX.test(id) || !user) {
    return (
      <section className="container page narrow center-text">
        <h1 className="page-title">{t('This order link is not valid')}</h1>
        <p>
          <Link to="/order/null/custom">{t('Start a custom design order')}</Link> {t('or')} <Link to="/cart">{t('go to your cart')}</Link>.
        </p>
      </section>
    );
  }
  return (
    <OrderWizard
      key={`${user.uid}:${id}:${type}`}
      productId={id}
      orderType={type}
      uid={user.uid}
      displayName={user.displayName}
      email={user.email}
    />
  );
}
