import { render, screen } from '@testing-library/react';
import { LtrText } from './ltr-text.tsx';
import classes from './ltr-text.module.css';

describe('LtrText', () => {
  it('isolates a masked value as its own left-to-right run inside right-to-left text', () => {
    render(
      <p dir="rtl" lang="ar">
        الجوال: <LtrText testId="mobile">05******07</LtrText> ثم نص عربي
      </p>,
    );
    const value = screen.getByTestId('mobile');
    expect(value.tagName).toBe('BDI');
    expect(value).toHaveAttribute('dir', 'ltr');
    expect(value).toHaveClass(classes.ltr ?? 'a missing class');
    // The digits and stars are kept in their own order, as one text node.
    expect(value.childNodes).toHaveLength(1);
    expect(value).toHaveTextContent(/^05\*{6}07$/);
  });
});
