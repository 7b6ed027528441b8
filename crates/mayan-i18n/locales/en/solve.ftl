## solve: en

