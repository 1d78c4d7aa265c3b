import { Link, useParams } from 'react-router-dom';
import { ORDER_TYPES, isOneOf } from '@tailor/domain/options';
import { DOC_ID_REGEX } from '@tailor/domain/common';
import { useSession } from '../../auth';
import { OrderWizard } from '../components/OrderWizard';

/** /order/:id/:type — custom, tailor or readymade; /order/null/custom for a custom design. */
export default function OrderWizardPage() {
  const { id = 'null', type } = useParams();
  const { user } = useSession();
  if (!isOneOf(ORDER_TYPES, type) || !DOC_ID_REGEX.test(id) || !user) {
    return (
      <section className="container page narrow center-text">
        <h1 className="page-title">This order link is not valid</h1>
        <p>
          <Link to="/order/null/custom">Start a custom design order</Link> or <Link to="/cart">go to your cart</Link>.
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
