import { UnderConstruction } from '../../../components/under-construction';

/** /menu/operation: Operations. Its screen comes later; until then it says so plainly. */
export default function MenuOperationPage() {
  return <UnderConstruction path="/menu/operation" />;
}
