import { domAnimation } from 'framer-motion';

/** framer-motion's animation features, loaded after the page so they never delay it. */
export default domAnimation;
