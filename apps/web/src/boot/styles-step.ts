// Built into the styles chunk (see vite.config.ts): importing it evaluates styled-components.
import styled from 'styled-components';

export const stylesReady = typeof styled === 'function';
