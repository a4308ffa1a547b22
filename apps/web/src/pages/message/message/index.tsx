import { UnderConstruction } from '../../../components/under-construction';

/** /message/message: Message list. Its screen comes later; until then it says so plainly. */
export default function MessageMessagePage() {
  return <UnderConstruction path="/message/message" />;
}
