import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from './logo';
import { FOOTER_COLUMNS } from './footer-links';
import { tapTarget } from '../ui/tap-target';
import { SITE_NAME } from '@botdir/contracts';

const StyledFooter = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  grid-template-columns: 1fr;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 2fr repeat(3, 1fr);
  }
`;

const StyledTagline = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  max-width: 320px;
`;

const StyledColumnTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.textFaint};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  /* WCAG 2.2 minimum target size with a mouse; touch layouts raise it to 44 px. */
  min-height: 24px;
  ${tapTarget}
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;

const StyledBottom = styled.p`
  text-align: center;
  padding: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export function Footer() {
  return (
    <StyledFooter>
      <StyledInner>
        <div>
          <Logo />
          <StyledTagline>
            Discover, compare and invite the best Discord bots for your community. Not affiliated
            with Discord Inc.
          </StyledTagline>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <StyledColumnTitle>{column.title}</StyledColumnTitle>
            <StyledList>
              {column.links.map((link) => (
                <li key={link.to}>
                  <StyledLink to={link.to}>{link.label}</StyledLink>
                </li>
              ))}
            </StyledList>
          </nav>
        ))}
      </StyledInner>
      <StyledBottom>
        © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
      </StyledBottom>
    </StyledFooter>
  );
}
