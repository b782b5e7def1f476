import type { SeedCourse } from './courses-types'

export const coursesC: SeedCourse[] = [
  {
    slug: 'robot-perception-and-control',
    title: 'Robot Perception and Control',
    description:
      'The core mathematics behind mobile robots and manipulators: coordinate frames and kinematics, feedback control with PID, state estimation with Kalman filters and motion planning with search and sampling.',
    level: 'advanced',
    category: 'Robotics',
    instructor: 'Yuki Harrow-Tanaka',
    rating: 4.7,
    ratingCount: 412,
    isPremium: true,
    publishedDaysAgo: 48,
    lessons: [
      {
        slug: 'coordinate-frames-and-kinematics',
        title: 'Coordinate Frames and Kinematics',
        durationMinutes: 35,
        content: `<p>A robot is a collection of bodies, sensors and tools, each with its own idea of "here". Before a robot can grasp a box or follow a corridor, every measurement must be expressed in a common frame. Kinematics is the bookkeeping that makes this possible.</p>
<h2>Frames and transforms</h2>
<p>A frame is an origin plus a set of axes. A typical mobile manipulator juggles at least three:</p>
<ul>
<li><strong>World frame</strong>: where the map is stored.</li>
<li><strong>Base frame</strong>: fixed to the robot body; the arm moves relative to it.</li>
<li><strong>Camera frame</strong>: where detections, such as a box, are reported.</li>
</ul>
<p>A <strong>homogeneous transform</strong>, a 4 by 4 matrix combining a rotation and a translation, converts a point from one frame to another. Transforms compose by multiplication, so the chain world to base to camera becomes a single product.</p>
<pre><code class="language-python">import numpy as np

def transform(yaw, tx, ty):
    c, s = np.cos(yaw), np.sin(yaw)
    return np.array([[c, -s, 0, tx],
                     [s,  c, 0, ty],
                     [0,  0, 1, 0],
                     [0,  0, 0, 1]])

T_world_base = transform(np.pi / 2, 2.0, 1.0)
T_base_cam = transform(0.0, 0.3, 0.0)
p_cam = np.array([1.2, 0.1, 0.0, 1.0])
p_world = T_world_base @ T_base_cam @ p_cam</code></pre>
<h2>Forward kinematics</h2>
<p>For an arm, forward kinematics answers: given the joint angles, where is the gripper? You multiply the transforms of each link in turn. The calculation is direct and always has exactly one answer.</p>
<h2>Inverse kinematics</h2>
<p>The harder question runs the other way: which joint angles place the gripper at a target pose? There may be several solutions, such as elbow up or elbow down, or none if the target is out of reach. Practical solvers either use closed-form formulas for common arm designs or iterate numerically, adjusting joints in the direction given by the <strong>Jacobian</strong>, the matrix that relates small joint changes to small gripper movements.</p>
<h3>Singularities</h3>
<p>At certain configurations, such as a fully stretched arm, the Jacobian loses rank and some gripper directions become impossible to move in. Near these points, tiny target changes demand huge joint speeds. Controllers detect them and either slow down or add damping, trading a little accuracy for safe, smooth motion.</p>
<h2>Mobile robots</h2>
<p>A wheeled robot's pose is usually its position and heading on the floor. Its motion model predicts the next pose from wheel speeds. Wheel slip and uneven floors make that prediction drift, which is why the later lessons on estimation matter so much.</p>`,
      },
      {
        slug: 'feedback-control-with-pid',
        title: 'Feedback Control with PID',
        durationMinutes: 30,
        content: `<p>Commanding a motor to "go to 90 degrees" does not make it arrive there. Friction, load and inertia all interfere. Feedback control measures the actual state, compares it with the goal and corrects continuously. The PID controller is the most widely used feedback law in industry.</p>
<h2>The three terms</h2>
<ul>
<li><strong>Proportional</strong>: push harder the further you are from the target. Alone, it often leaves a small steady error or overshoots.</li>
<li><strong>Integral</strong>: accumulate past error and push against it, removing steady offsets caused by constant loads such as gravity.</li>
<li><strong>Derivative</strong>: react to how fast the error is changing, braking before overshoot. It amplifies sensor noise, so it is usually filtered.</li>
</ul>
<pre><code class="language-python">class PID:
    def __init__(self, kp, ki, kd, limit):
        self.kp, self.ki, self.kd, self.limit = kp, ki, kd, limit
        self.integral, self.prev_error = 0.0, None

    def update(self, target, measured, dt):
        error = target - measured
        self.integral += error * dt
        derivative = 0.0 if self.prev_error is None else (error - self.prev_error) / dt
        self.prev_error = error
        out = self.kp * error + self.ki * self.integral + self.kd * derivative
        if abs(out) &gt; self.limit:
            self.integral -= error * dt   # anti-windup: stop integrating while saturated
            out = max(-self.limit, min(self.limit, out))
        return out</code></pre>
<h2>Tuning in practice</h2>
<ol>
<li>Set the integral and derivative gains to zero and raise the proportional gain until the system responds briskly with slight overshoot.</li>
<li>Add derivative gain to damp the overshoot.</li>
<li>Add a small integral gain to remove the remaining offset, watching for slow oscillation.</li>
<li>Test with realistic disturbances, such as a heavier payload, not only in the ideal case.</li>
</ol>
<h3>Integral windup</h3>
<p>When the actuator is saturated, for example a motor already at full power, the integral keeps growing. When the error finally changes sign, the stored integral causes a large overshoot. The clamp in the code above, called anti-windup, prevents this.</p>
<h2>Control loops nest</h2>
<p>Real robots run cascades: a fast inner loop controls motor current, a middle loop controls velocity and a slower outer loop controls position. Each inner loop must be noticeably faster than the loop around it, otherwise the layers fight each other and the system oscillates.</p>`,
      },
      {
        slug: 'state-estimation-with-kalman-filters',
        title: 'State Estimation with Kalman Filters',
        durationMinutes: 38,
        content: `<p>A robot never knows its state exactly. Wheel odometry drifts, GPS jumps by metres and cameras miss frames. State estimation combines an imperfect motion model with imperfect measurements to produce a best guess and, just as importantly, a measure of how uncertain that guess is.</p>
<h2>Predict and update</h2>
<p>The Kalman filter represents belief as a Gaussian: a mean vector and a covariance matrix. Each cycle has two steps.</p>
<ol>
<li><strong>Predict</strong>: move the mean forward with the motion model and grow the covariance, because motion adds uncertainty.</li>
<li><strong>Update</strong>: compare a new measurement with what the prediction expected. The difference, called the innovation, corrects the mean, weighted by the <strong>Kalman gain</strong>, which is large when the sensor is trusted and small when it is noisy. The covariance shrinks.</li>
</ol>
<pre><code class="language-python">import numpy as np

def predict(x, P, F, Q):
    return F @ x, F @ P @ F.T + Q

def update(x, P, z, H, R):
    y = z - H @ x                      # innovation
    S = H @ P @ H.T + R                # innovation covariance
    K = P @ H.T @ np.linalg.inv(S)     # Kalman gain
    x = x + K @ y
    P = (np.eye(len(x)) - K @ H) @ P
    return x, P</code></pre>
<h2>Choosing the noise matrices</h2>
<p>The process noise <code>Q</code> says how much you distrust the motion model, and the measurement noise <code>R</code> says how much you distrust each sensor. Estimate <code>R</code> from sensor data sheets or by recording a stationary robot. Tune <code>Q</code> until the filter neither lags behind real motion nor jitters with every noisy reading.</p>
<h2>Non-linear systems</h2>
<p>Robot motion involves sines and cosines of the heading, which breaks the linear assumption. The <strong>extended Kalman filter</strong> linearises the models around the current estimate using Jacobians. The <strong>unscented Kalman filter</strong> instead pushes a small set of carefully chosen sample points through the true non-linear model, often giving better accuracy with less derivation work.</p>
<h3>Checking a filter</h3>
<p>A healthy filter produces innovations that look like zero-mean noise whose spread matches the predicted covariance. If innovations are consistently larger than predicted, the filter is overconfident and will eventually ignore measurements it should trust. Plot them for every sensor before deploying.</p>
<h2>Beyond one Gaussian</h2>
<p>When the robot could be in several places at once, for instance in a warehouse with identical aisles, a single Gaussian is not enough. Particle filters represent belief with thousands of weighted samples and handle such ambiguity at a higher computational cost.</p>`,
      },
      {
        slug: 'motion-planning',
        title: 'Motion Planning: From Grids to Sampling',
        durationMinutes: 36,
        content: `<p>Knowing where it is and how to move its motors, a robot still needs to decide which path to take. Motion planning finds a collision-free route from a start to a goal, ideally a short and smooth one.</p>
<h2>Configuration space</h2>
<p>Planners work in configuration space, where each point describes the full state of the robot: position and heading for a mobile base, or all joint angles for an arm. Obstacles are inflated into this space, so the robot can be treated as a single point that must avoid forbidden regions.</p>
<h2>Search on a grid: A*</h2>
<p>For a mobile robot on a floor map, divide the space into cells and search. A* expands cells in order of cost so far plus an estimate of the remaining cost. With an estimate that never overestimates, such as straight-line distance, A* is guaranteed to find the shortest grid path.</p>
<pre><code class="language-python">import heapq

def astar(start, goal, neighbours, cost, heuristic):
    frontier = [(heuristic(start, goal), 0.0, start)]
    came_from, best = {start: None}, {start: 0.0}
    while frontier:
        _, g, node = heapq.heappop(frontier)
        if node == goal:
            break
        for nxt in neighbours(node):
            new_g = g + cost(node, nxt)
            if new_g &lt; best.get(nxt, float("inf")):
                best[nxt], came_from[nxt] = new_g, node
                heapq.heappush(frontier, (new_g + heuristic(nxt, goal), new_g, nxt))
    return came_from</code></pre>
<h2>Sampling-based planning: RRT</h2>
<p>Grids become impossibly large for a six-joint arm. Rapidly-exploring random trees instead sample random configurations, connect each to the nearest node already in the tree if the straight segment is collision-free, and stop when the tree reaches the goal. RRT* adds a rewiring step that gradually shortens the path as more samples arrive.</p>
<h3>Trade-offs</h3>
<ul>
<li>Grid search is complete and optimal at its resolution but scales badly with dimensions.</li>
<li>Sampling planners scale to many dimensions and find paths quickly, but the raw paths are jagged and need smoothing.</li>
<li>Optimisation-based planners refine a path to minimise length, jerk and closeness to obstacles, and are often run after a sampling planner.</li>
</ul>
<h2>Planning in a changing world</h2>
<p>Warehouses and hospitals are full of people. Real systems layer a global planner, which finds a route through the map every few seconds, with a local planner that reacts to moving obstacles many times per second. Always keep a safe stop behaviour for when no valid path exists; a robot that waits is better than one that guesses.</p>`,
      },
    ],
  },
  {
    slug: 'responsible-ai-in-practice',
    title: 'Responsible AI in Practice',
    description:
      'A practical grounding in fairness, transparency and accountability for people who build, buy or manage AI systems, including marketing and customer-facing uses. No programming experience required.',
    level: 'beginner',
    category: 'AI Ethics',
    instructor: 'Farah Qureshi',
    rating: 4.5,
    ratingCount: 860,
    publishedDaysAgo: 140,
    lessons: [
      {
        slug: 'why-responsible-ai-matters',
        title: 'Why Responsible AI Matters',
        durationMinutes: 15,
        content: `<p>AI systems increasingly decide who sees a job advert, which loan application is fast-tracked and which customer gets a retention discount. When those systems fail, the harm is rarely dramatic at first. It accumulates quietly across thousands of small, automated decisions.</p>
<h2>Where harm comes from</h2>
<ul>
<li><strong>Biased data.</strong> A model trained on past decisions repeats past patterns, including unfair ones. If a company historically offered premium deals mainly to one postcode, a model will learn to do the same.</li>
<li><strong>Proxy variables.</strong> Removing a sensitive attribute such as age does not remove its influence if other columns, such as device type or first name, are strongly correlated with it.</li>
<li><strong>Mismatched context.</strong> A model built for one market or population is deployed somewhere its assumptions no longer hold.</li>
<li><strong>Automation bias.</strong> People tend to accept a system's recommendation even when their own judgement would have been better.</li>
</ul>
<h2>Principles that recur</h2>
<p>Most organisational AI principles share a core set of commitments. In plain terms:</p>
<ol>
<li><strong>Fairness</strong>: outcomes should not systematically disadvantage groups without a justified reason.</li>
<li><strong>Transparency</strong>: people affected should know when AI is involved and, at an appropriate level, how it works.</li>
<li><strong>Accountability</strong>: a named person or team is responsible for each system and its effects.</li>
<li><strong>Privacy and security</strong>: personal data is collected for a purpose, protected and not reused carelessly.</li>
<li><strong>Human oversight</strong>: people can question, override and switch off the system.</li>
</ol>
<h3>Principles are not practice</h3>
<p>A list of values on a website changes nothing by itself. The rest of this course is about turning each principle into concrete checks, documents and decision points in an ordinary product process.</p>
<h2>It is also good business</h2>
<p>Responsible practices catch failures before customers and journalists do. They make systems easier to debug, help you meet regulatory expectations in the markets where you operate, and build the trust that keeps users sharing data with you. Treat them as part of quality, not as a separate compliance exercise.</p>`,
      },
      {
        slug: 'measuring-fairness',
        title: 'Measuring Fairness',
        durationMinutes: 22,
        content: `<p>You cannot manage what you do not measure. Fairness metrics turn vague worries into numbers you can track, compare and explain, as long as you understand what each one assumes.</p>
<h2>Start with groups and outcomes</h2>
<p>Decide which groups you need to compare, for example age bands or regions, and which outcome matters: being shown an offer, being approved, or being flagged for review. Then compare that outcome across groups.</p>
<h2>Three common metrics</h2>
<ul>
<li><strong>Demographic parity</strong>: each group receives the positive outcome at a similar rate. Simple to explain, but it ignores whether groups differ in the underlying need.</li>
<li><strong>Equal opportunity</strong>: among people who truly qualify, each group is approved at a similar rate. It focuses on missed opportunities.</li>
<li><strong>Predictive parity</strong>: when the model says yes, it is right equally often for each group.</li>
</ul>
<h3>You cannot satisfy them all</h3>
<p>When groups have different base rates, it is mathematically impossible to satisfy all of these metrics at once, except with a perfect model. Choosing which to prioritise is a value judgement that depends on the harm you most want to avoid. Write that choice down and get it approved by someone accountable for the product.</p>
<h2>A worked example</h2>
<p>A retailer's model chooses which customers receive a discount code. Overall, 20 percent of customers receive one. Broken down, 24 percent of customers under 40 receive a code but only 12 percent of those over 60. The ratio of the two rates is 0.5, well below the 0.8 rule of thumb often used as a first warning sign.</p>
<ol>
<li>Check whether the gap reflects genuine differences in the predicted outcome, such as likelihood to churn.</li>
<li>Look for proxy features driving the gap, such as app usage, which correlates with age.</li>
<li>Decide whether the business goal justifies the gap, and if not, adjust thresholds, features or training data.</li>
</ol>
<h2>Keep measuring</h2>
<p>Fairness is not a launch checkbox. Customer populations shift and models are retrained. Add group-level metrics to the same dashboard as accuracy and revenue, with alerts when a gap widens.</p>`,
      },
      {
        slug: 'transparency-and-documentation',
        title: 'Transparency and Documentation',
        durationMinutes: 20,
        content: `<p>Good documentation is the cheapest responsible AI tool there is. It forces teams to state assumptions, lets reviewers spot problems early and gives future maintainers a fighting chance when something goes wrong.</p>
<h2>Model cards</h2>
<p>A model card is a short, structured document that travels with a model. A useful one answers:</p>
<ul>
<li><strong>Intended use</strong>: what decisions the model supports, and which uses are explicitly out of scope.</li>
<li><strong>Training data</strong>: where it came from, its time range and known gaps.</li>
<li><strong>Performance</strong>: headline metrics plus results broken down by relevant groups and conditions.</li>
<li><strong>Limitations</strong>: situations where the model is known to be unreliable.</li>
<li><strong>Ownership</strong>: who maintains it and how to report a problem.</li>
</ul>
<h2>Datasheets for datasets</h2>
<p>Datasets deserve the same care. A datasheet records why the data was collected, how consent was obtained, how labels were produced and by whom, and what preprocessing was applied. When a model misbehaves, the answer is often hiding in one of those details.</p>
<h2>Explaining decisions to people</h2>
<p>People affected by automated decisions want to know three things: that AI was involved, the main reasons for the outcome and what they can do about it. Explanations should be short, specific and actionable.</p>
<h3>A practical template</h3>
<ol>
<li>State clearly that an automated system was used.</li>
<li>Give the two or three factors that most influenced the result, in plain language.</li>
<li>Explain how to request a human review or correct wrong information.</li>
</ol>
<h2>Transparency in marketing</h2>
<p>Customers increasingly expect to know when content was generated or personalised by AI. Label generated images and copy where it could mislead, avoid synthetic testimonials and keep a record of which campaigns used automated targeting. Being open early is far easier than explaining after a complaint.</p>
<p>Documentation works only if it stays current. Store cards and datasheets next to the code, review them at each retraining and make updating them part of the release checklist.</p>`,
      },
      {
        slug: 'governance-and-human-oversight',
        title: 'Governance and Human Oversight',
        durationMinutes: 22,
        content: `<p>Responsible AI needs structure: clear roles, proportionate reviews and real ways for humans to intervene. This lesson turns the course's ideas into a lightweight governance process that a small team can actually run.</p>
<h2>Risk-based review</h2>
<p>Not every model needs the same scrutiny. A model that suggests blog headlines is low risk; one that influences credit, employment or health is high risk. Classify each use case when it is proposed, and scale the review accordingly.</p>
<ul>
<li><strong>Low risk</strong>: a short checklist and a named owner.</li>
<li><strong>Medium risk</strong>: a model card, fairness metrics and sign-off from a product lead.</li>
<li><strong>High risk</strong>: an impact assessment, independent review, a documented appeal route and a monitoring plan before launch.</li>
</ul>
<h2>Designing meaningful oversight</h2>
<p>Putting a human "in the loop" only helps if that person has time, information and authority. A reviewer approving three hundred cases an hour is rubber-stamping, not overseeing.</p>
<ol>
<li>Route uncertain or high-impact cases to people, and let confident routine cases flow automatically.</li>
<li>Show reviewers the evidence behind a recommendation, not just the score.</li>
<li>Track how often reviewers override the system; both very high and very low rates deserve investigation.</li>
<li>Give every system a documented way to pause it quickly.</li>
</ol>
<h2>Incidents and learning</h2>
<p>Treat AI failures like other production incidents. Keep a log, investigate root causes without blame, inform affected people when appropriate and feed the lessons back into the checklists.</p>
<h3>Working with vendors</h3>
<p>Many organisations buy rather than build AI. Ask vendors for documentation, evaluation results on data like yours, details of how your data will be used, and commitments on notification if the model changes. Contract terms are a governance tool too.</p>
<h2>Your action plan</h2>
<p>To finish the course, list the AI systems your team uses or plans to use, classify each by risk, name an owner for each and pick one concrete improvement to make this quarter, such as writing the first model card or adding a fairness metric to a dashboard.</p>`,
      },
    ],
  },
]
