export {
  Link,
  type LinkProps,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from './react';
export {
  createBrowserRouter,
  createMemoryRouter,
  type Location,
  type NavigateOptions,
  type RouteMatch,
  type RouteObject,
  type Router,
  type RouterState,
} from './router';
