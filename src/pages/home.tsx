// `/home` is kept because older links use it; it shows the home page with a canonical link to `/`.
import HomePage from './_home/HomePage';

export default HomePage;
