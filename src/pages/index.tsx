import HomePage from './_home/HomePage';

export default HomePage;
