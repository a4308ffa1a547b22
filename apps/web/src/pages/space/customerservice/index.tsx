import { UnderConstruction } from '../../../components/under-construction';

/** /space/customerservice: Customer service. Its screen comes later; until then it says so plainly. */
export default function SpaceCustomerservicePage() {
  return <UnderConstruction path="/space/customerservice" />;
}
