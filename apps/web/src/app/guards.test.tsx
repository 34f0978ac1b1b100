import { sessionStorageKeys } from '@sanad/contract/client';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { guardLoader, guardRedirect, unknownPathLoader } from './guards.ts';
import { paths, publicOnlyPaths } from './paths.ts';

describe('guardRedirect', () => {
  it('sends a signed-in user from a public route to /home', () => {
    expect(guardRedirect('public-only', paths.login, true)).toBe(paths.home);
    expect(guardRedirect('public-only', paths.register, true)).toBe(paths.home);
    expect(guardRedirect('public-only', paths.iamLogin, true)).toBe(paths.home);
  });

  it.each([paths.faqs, paths.policy, paths.whiteList])('lets a signed-in user stay on %s', (path) => {
    expect(guardRedirect('public-only', path, true)).toBeNull();
  });

  it('lets a visitor open every public route', () => {
    for (const path of publicOnlyPaths) expect(guardRedirect('public-only', path, false)).toBeNull();
  });

  it('sends a visitor from a signed-in route to /login and lets a signed-in user in', () => {
    expect(guardRedirect('signed-in', paths.home, false)).toBe(paths.login);
    expect(guardRedirect('signed-in', paths.whiteListApplications, false)).toBe(paths.login);
    expect(guardRedirect('signed-in', paths.home, true)).toBeNull();
  });
});

describe('guards in the router', () => {
  const screenAt = (path: string) => () => <p>screen {path}</p>;
  const routes: RouteObject[] = [
    { path: paths.login, loader: guardLoader('public-only', paths.login), Component: screenAt(paths.login) },
    { path: paths.faqs, loader: guardLoader('public-only', paths.faqs), Component: screenAt(paths.faqs) },
    { path: paths.home, loader: guardLoader('signed-in', paths.home), Component: screenAt(paths.home) },
    { path: '*', loader: unknownPathLoader, Component: () => null },
  ];
  const open = async (path: string) => {
    render(<RouterProvider router={createMemoryRouter([{ HydrateFallback: () => null, children: routes }], { initialEntries: [path] })} />);
    return screen.findByText(/^screen /);
  };
  const signIn = () => sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify({ principal: '1012345678' }));

  it('takes a visitor from /home to /login', async () => {
    expect(await open(paths.home)).toHaveTextContent(`screen ${paths.login}`);
  });

  it('takes a signed-in user from /login to /home', async () => {
    signIn();
    expect(await open(paths.login)).toHaveTextContent(`screen ${paths.home}`);
  });

  it('keeps a signed-in user on /faqs', async () => {
    signIn();
    expect(await open(paths.faqs)).toHaveTextContent(`screen ${paths.faqs}`);
  });

  it('sends an unknown path to /login', async () => {
    expect(await open('/no-such-screen')).toHaveTextContent(`screen ${paths.login}`);
  });

  it('treats an unreadable stored session as no session', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, 'not json');
    expect(await open(paths.home)).toHaveTextContent(`screen ${paths.login}`);
  });
});
