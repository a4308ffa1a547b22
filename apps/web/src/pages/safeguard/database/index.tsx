import { UnderConstruction } from '../../../components/under-construction';

/** /safeguard/database: Database. Its screen comes later; until then it says so plainly. */
export default function SafeguardDatabasePage() {
  return <UnderConstruction path="/safeguard/database" />;
}
