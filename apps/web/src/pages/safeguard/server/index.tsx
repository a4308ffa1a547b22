import { UnderConstruction } from '../../../components/under-construction';

/** /safeguard/server: Server. Its screen comes later; until then it says so plainly. */
export default function SafeguardServerPage() {
  return <UnderConstruction path="/safeguard/server" />;
}
