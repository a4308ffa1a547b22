import { bannerPrefetch } from '../banners/banner-prefetch';

/** Started by the route loader as soon as /pic/wxappbannersetting matches. */
export default bannerPrefetch('wxapp');
