import { UnderConstruction } from '../../../components/under-construction';

/** /space/article-list: News. Its screen comes later; until then it says so plainly. */
export default function SpaceArticleListPage() {
  return <UnderConstruction path="/space/article-list" />;
}
