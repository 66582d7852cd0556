// Built into the router chunk (see vite.config.ts): importing it evaluates React Router.
import { Link } from 'react-router-dom';

export const routerReady = Link !== undefined;
