import { bannerPrefetch } from '../banners/banner-prefetch';

/** Started by the route loader as soon as /pic/bannersetting matches. */
export default bannerPrefetch('pc');
