## render: en

